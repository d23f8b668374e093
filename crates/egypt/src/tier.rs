//! Difficulty tiers and the bands that define them, shared by the grade
//! (a grade level falls in a tier) and the generator (a tier is drawn from
//! its piece counts).

/// Difficulty tiers, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tier {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Tier {
    pub const ALL: [Tier; 4] = [Tier::Easy, Tier::Medium, Tier::Hard, Tier::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Tier::Easy => "easy",
            Tier::Medium => "medium",
            Tier::Hard => "hard",
            Tier::Expert => "expert",
        }
    }

    /// The tier a name stands for, in any case.
    fn from_word(s: &str) -> Option<Tier> {
        Tier::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
    }

    /// The bands that define the tier: its grade range (the definition)
    /// and the piece counts the generator draws it from.
    pub fn band(self) -> Band {
        match self {
            Tier::Easy => Band {
                grade: (1, 3),
                pieces: (5, 9),
            },
            Tier::Medium => Band {
                grade: (4, 6),
                pieces: (7, 12),
            },
            Tier::Hard => Band {
                grade: (7, 10),
                pieces: (10, 17),
            },
            Tier::Expert => Band {
                grade: (11, u32::MAX),
                pieces: (14, 22),
            },
        }
    }

    /// The tier of a grade level: the one whose grade range holds it.
    pub fn of_grade(level: u32) -> Tier {
        Tier::ALL
            .into_iter()
            .find(|t| (t.band().grade.0..=t.band().grade.1).contains(&level))
            .unwrap_or(Tier::Easy)
    }

    /// The fewest trap moments (steps of the solution where a legal
    /// alternative loses) a puzzle of the tier has.
    pub fn min_traps(self) -> usize {
        match self {
            Tier::Easy => 1,
            _ => 2,
        }
    }
}

seed::word_value! {
    Tier, shown by name;
    /// An unknown tier name.
    TierError("unknown tier '{0}': use easy, medium, hard or expert")
}

/// A tier's bands, both inclusive: the grade levels that define it and
/// the piece counts it is drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Band {
    pub grade: (u32, u32),
    pub pieces: (usize, usize),
}

impl Band {
    /// Whether a puzzle of this many pieces and this grade level lies in
    /// the band.
    pub fn holds(&self, pieces: usize, level: u32) -> bool {
        (self.pieces.0..=self.pieces.1).contains(&pieces)
            && (self.grade.0..=self.grade.1).contains(&level)
    }
}

//! Cards, deals and the deal notation.
//!
//! **Cards.** A card is written as its rank (`A 2 3 4 5 6 7 8 9 T J Q K`)
//! followed by its suit (`C D H S`), e.g. `TH` is the ten of hearts. Input
//! ignores case, and `10` is accepted for `T`.
//!
//! **Deal notation.** The 28 pyramid cards row by row from the top (1, 2,
//! ..., 7 cards, each row from the left), then the 24 stock cards from the
//! top of the stock (the first card drawn) to the bottom. Cards are
//! separated by spaces; `/`, `|` and newlines are also accepted as
//! separators anywhere, so rows can be marked. Output puts ` / ` between
//! pyramid rows and between the pyramid and the stock.
//!
//! **Seeded deals.** [`Deal::from_seed`] starts from the ordered deck
//! `AC 2C .. KC AD .. KD AH .. KH AS .. KS` (index 0 to 51), and shuffles it
//! with a Fisher–Yates shuffle driven by `ChaCha8Rng::seed_from_u64(seed)`:
//! for `i` from 51 down to 1, `j = rng.random_range(0..=i)` and cards `i`
//! and `j` are swapped. The shuffled deck is then read as a deal: its first
//! 28 cards are the pyramid (row by row, as in the notation) and the
//! remaining 24 are the stock, top first.

use std::fmt;
use std::str::FromStr;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Number of pyramid rows in a standard deal.
pub const ROWS: usize = 7;
/// Number of cards in a standard pyramid.
pub const PYRAMID_CARDS: usize = 28;
/// Number of cards in a standard stock.
pub const STOCK_CARDS: usize = 24;
/// Largest stock the engine supports (the state key has 24 stock bits).
pub const MAX_STOCK: usize = 24;
/// Most pyramid rows the engine supports.
pub const MAX_ROWS: usize = 7;

/// Suit letters in deck order.
const SUITS: [char; 4] = ['C', 'D', 'H', 'S'];
/// Rank letters, Ace to King.
const RANKS: [char; 13] = [
    'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
];

/// A playing card: `suit * 13 + (rank - 1)`, suits in the order clubs,
/// diamonds, hearts, spades.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card with the given rank (1 = Ace .. 13 = King) and suit index
    /// (0 clubs, 1 diamonds, 2 hearts, 3 spades); `None` out of range.
    pub fn new(rank: u8, suit: u8) -> Option<Card> {
        if (1..=13).contains(&rank) && suit < 4 {
            Some(Card(suit * 13 + rank - 1))
        } else {
            None
        }
    }

    /// The card with deck index `i` (0 = AC .. 51 = KS).
    pub fn from_index(i: u8) -> Option<Card> {
        (i < 52).then_some(Card(i))
    }

    /// Deck index 0..52.
    pub fn index(self) -> u8 {
        self.0
    }

    /// Rank 1 (Ace) to 13 (King).
    pub fn rank(self) -> u8 {
        self.0 % 13 + 1
    }

    /// Suit index: 0 clubs, 1 diamonds, 2 hearts, 3 spades.
    pub fn suit(self) -> u8 {
        self.0 / 13
    }

    /// Hearts and diamonds.
    pub fn is_red(self) -> bool {
        matches!(self.suit(), 1 | 2)
    }

    /// Rank letter (`A`, `2`, .., `T`, `J`, `Q`, `K`).
    pub fn rank_char(self) -> char {
        RANKS[(self.rank() - 1) as usize]
    }

    /// Suit letter (`C`, `D`, `H`, `S`).
    pub fn suit_char(self) -> char {
        SUITS[self.suit() as usize]
    }

    /// Unicode suit symbol (♣ ♦ ♥ ♠).
    pub fn suit_symbol(self) -> char {
        ['\u{2663}', '\u{2666}', '\u{2665}', '\u{2660}'][self.suit() as usize]
    }

    /// Rank as printed on a card face: `A`, `2`..`10`, `J`, `Q`, `K`.
    pub fn rank_label(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][(self.rank() - 1) as usize]
    }

    /// The full ordered deck AC..KC, AD..KD, AH..KH, AS..KS.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_char(), self.suit_char())
    }
}

seed::word_value! {
    Card;
    /// A card that could not be read.
    BadCard("'{0}' is not a card (write rank A 2-9 T J Q K then suit C D H S, e.g. TH)")
}

impl Card {
    /// The card a word names: rank (A, 2-9, T or 10, J, Q, K) then suit, in
    /// any case.
    fn from_word(s: &str) -> Option<Card> {
        let up = s.trim().to_ascii_uppercase();
        let (rank_text, suit_text) = match up.char_indices().last() {
            Some((i, _)) if i > 0 => up.split_at(i),
            _ => return None,
        };
        let rank = match rank_text {
            "10" => 10,
            r if r.len() == 1 => {
                let c = r.chars().next()?;
                RANKS.iter().position(|&x| x == c)? as u8 + 1
            }
            _ => return None,
        };
        let sc = suit_text.chars().next()?;
        let suit = SUITS.iter().position(|&x| x == sc)? as u8;
        Card::new(rank, suit)
    }
}

/// Where the n-th card of a standard deal lies, for error messages.
fn place_of(number: usize) -> String {
    if number == 0 {
        return "nowhere".into();
    }
    let i = number - 1;
    if i < PYRAMID_CARDS {
        let (row, col) = row_col(i);
        format!("pyramid row {}, card {}", row + 1, col + 1)
    } else if i < PYRAMID_CARDS + STOCK_CARDS {
        format!("stock {}", i - PYRAMID_CARDS + 1)
    } else {
        "beyond the 52 cards of a deal".into()
    }
}

/// Row and position (0-based) of pyramid index `i`.
pub fn row_col(i: usize) -> (usize, usize) {
    let mut row = 0;
    while (row + 1) * (row + 2) / 2 <= i {
        row += 1;
    }
    (row, i - row * (row + 1) / 2)
}

/// An error reading or building a deal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("card {number} ({place}): {source}", place = place_of(*number))]
    BadCard {
        number: usize,
        #[source]
        source: BadCard,
    },
    #[error("card {number} ({place}): {card} appears twice (also card {first})", place = place_of(*number))]
    Duplicate {
        number: usize,
        card: Card,
        first: usize,
    },
    #[error("a deal has 52 cards but {found} were given; missing cards: {}", list(.missing))]
    Missing { found: usize, missing: Vec<Card> },
    #[error("a pyramid needs a triangular number of cards (1, 3, 6, .., 28), not {0}")]
    NotTriangular(usize),
    #[error("a stock of {0} cards is too long; at most {MAX_STOCK} are supported")]
    StockTooLong(usize),
}

fn list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A deal: the pyramid cards row by row from the top, and the stock from
/// its top. A standard deal has 7 rows and 24 stock cards (all 52 cards,
/// each once); reduced deals (fewer rows, shorter stock) exist for tests
/// and small puzzles and are built with [`Deal::custom`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
    pyramid: Vec<Card>,
    stock: Vec<Card>,
}

impl Deal {
    /// The standard deal of a seed (see the module documentation).
    pub fn from_seed(seed: u64) -> Deal {
        let mut deck: Vec<Card> = Card::deck().collect();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for i in (1..deck.len()).rev() {
            let j = rng.random_range(0..=i);
            deck.swap(i, j);
        }
        let stock = deck.split_off(PYRAMID_CARDS);
        Deal {
            pyramid: deck,
            stock,
        }
    }

    /// A standard deal from 52 cards in notation order; every card once.
    pub fn from_cards(cards: &[Card]) -> Result<Deal, DealError> {
        let mut seen: [usize; 52] = [0; 52];
        for (i, &c) in cards.iter().enumerate() {
            let first = seen[c.index() as usize];
            if first != 0 {
                return Err(DealError::Duplicate {
                    number: i + 1,
                    card: c,
                    first,
                });
            }
            seen[c.index() as usize] = i + 1;
        }
        if cards.len() != 52 {
            let missing = Card::deck()
                .filter(|c| seen[c.index() as usize] == 0)
                .collect();
            return Err(DealError::Missing {
                found: cards.len(),
                missing,
            });
        }
        Ok(Deal {
            pyramid: cards[..PYRAMID_CARDS].to_vec(),
            stock: cards[PYRAMID_CARDS..].to_vec(),
        })
    }

    /// A reduced or custom deal: a pyramid of 1 to 7 full rows and a stock
    /// of at most 24 cards. Cards need not be distinct or complete (the
    /// rules engine only looks at ranks), which makes hand-built test
    /// positions easy.
    pub fn custom(pyramid: Vec<Card>, stock: Vec<Card>) -> Result<Deal, DealError> {
        let n = pyramid.len();
        if !(1..=MAX_ROWS).any(|r| r * (r + 1) / 2 == n) {
            return Err(DealError::NotTriangular(n));
        }
        if stock.len() > MAX_STOCK {
            return Err(DealError::StockTooLong(stock.len()));
        }
        Ok(Deal { pyramid, stock })
    }

    /// Pyramid cards row by row from the top.
    pub fn pyramid(&self) -> &[Card] {
        &self.pyramid
    }

    /// Stock cards from the top (first drawn) down.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// Number of pyramid rows.
    pub fn rows(&self) -> usize {
        (1..=MAX_ROWS)
            .find(|r| r * (r + 1) / 2 == self.pyramid.len())
            .unwrap_or(0)
    }

    /// The cards of pyramid row `r` (0-based from the top).
    pub fn row(&self, r: usize) -> &[Card] {
        let start = r * (r + 1) / 2;
        &self.pyramid[start..start + r + 1]
    }

    /// A multi-line layout for terminals: the pyramid centred, then the
    /// stock from its top.
    pub fn layout(&self) -> String {
        let rows = self.rows();
        let mut out = String::new();
        for r in 0..rows {
            out.push_str(&" ".repeat(2 * (rows - 1 - r)));
            let cells: Vec<String> = self.row(r).iter().map(|c| c.to_string()).collect();
            out.push_str(&cells.join("  "));
            out.push('\n');
        }
        out.push_str("stock (top first):");
        for c in &self.stock {
            out.push(' ');
            out.push_str(&c.to_string());
        }
        out.push('\n');
        out
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str(" / ")?;
            }
            for (k, c) in self.row(r).iter().enumerate() {
                if k > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{c}")?;
            }
        }
        f.write_str(" /")?;
        for c in &self.stock {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}

impl FromStr for Deal {
    type Err = DealError;

    /// Reads a standard 52-card deal in notation.
    fn from_str(s: &str) -> Result<Deal, DealError> {
        let mut cards = Vec::with_capacity(52);
        for (i, tok) in s
            .split(|c: char| c.is_whitespace() || c == '/' || c == '|' || c == ',')
            .filter(|t| !t.is_empty())
            .enumerate()
        {
            let card = tok.parse::<Card>().map_err(|source| DealError::BadCard {
                number: i + 1,
                source,
            })?;
            cards.push(card);
        }
        Deal::from_cards(&cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_read_and_print() {
        for c in Card::deck() {
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
            assert_eq!(c.to_string().to_lowercase().parse::<Card>(), Ok(c));
        }
        assert_eq!("10h".parse::<Card>(), "TH".parse::<Card>());
        assert!("1H".parse::<Card>().is_err());
        assert!("T".parse::<Card>().is_err());
        assert!("THH".parse::<Card>().is_err());
    }

    #[test]
    fn seeded_deal_is_a_permutation_and_reproducible() {
        let a = Deal::from_seed(7);
        let b = Deal::from_seed(7);
        assert_eq!(a, b);
        assert_ne!(a, Deal::from_seed(8));
        let mut all: Vec<Card> = a.pyramid().iter().chain(a.stock()).copied().collect();
        all.sort();
        assert_eq!(all, Card::deck().collect::<Vec<_>>());
    }

    #[test]
    fn places_are_named() {
        for (number, place) in [
            (1, "pyramid row 1, card 1"),
            (17, "pyramid row 6, card 2"),
            (28, "pyramid row 7, card 7"),
            (40, "stock 12"),
        ] {
            assert_eq!(place_of(number), place);
        }
    }
}

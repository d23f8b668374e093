//! What documents know of each game: its drawing, solution keys, rule
//! sheet and web player, behind the puzzle interface of [`crate::puzzle`].

pub mod cards;
pub mod egypt;

/// What each game's player needs to make its puzzles from their IDs in the
/// browser (the site's `play.html`).
pub fn id_plays(style: &crate::puzzle::DrawStyle) -> Vec<crate::puzzle::IdPlay> {
    vec![egypt::play::id_play(style), cards::play::id_play(style)]
}

//! What documents know of each game: its drawing, solution keys, rule
//! sheet and web player, behind the puzzle interface of [`crate::puzzle`].

pub mod cards;
pub mod egypt;

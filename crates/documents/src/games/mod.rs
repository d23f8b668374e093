//! What documents know of each game: its drawing, solution keys, rule
//! sheet, template section and web player, each filling the game's entry
//! in the registry ([`crate::catalog::GAMES`]) and the puzzle interface of
//! [`crate::puzzle`].

pub mod cards;
pub mod egypt;

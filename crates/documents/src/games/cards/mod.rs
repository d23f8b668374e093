//! The card solitaires on paper and on screen: the deal drawing, the web
//! player and the puzzle-interface adapter.

pub mod draw;
pub mod game;
pub mod play;
pub mod section;
pub mod web;
pub mod words;

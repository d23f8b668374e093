//! Egyptian Solitaire on paper and on screen: the board drawing, solution
//! keys, the rule sheet, the web player and the puzzle-interface adapter.

pub mod census_json;
pub mod census_page;
pub mod draw;
pub mod figure;
pub mod game;
pub mod keys;
pub mod play;
pub mod rules_sheet;
pub mod section;
pub mod web;
pub mod words;

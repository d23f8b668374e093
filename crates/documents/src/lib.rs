//! Documents: daily sheet, rule sheet, solution keys, handouts, books.

pub mod book;
pub mod catalog;
pub mod census_json;
pub mod census_page;
pub mod cover;
pub mod daily;
pub mod footer;
pub mod games;
pub mod handout;
pub mod key;
pub mod mat;
pub mod output;
pub mod play_link;
pub mod publish;
pub mod puzzle;
pub mod puzzle_block;
pub mod qr;
pub mod sheet;
pub mod single;
pub mod template;
pub mod web;

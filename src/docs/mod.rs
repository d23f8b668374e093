//! Documents: daily sheet, rule sheet, solution keys, handouts, books.

pub mod book;
pub mod handout;
pub mod key;
pub mod mat;
pub mod output;
pub mod rules;
pub mod template;

//! Documents: daily sheet, rule sheet, solution keys, handouts, books.

pub mod deal_sheet;
pub mod key;
pub mod mat;
pub mod output;
pub mod rules;

//! The integration tests, as one test binary (one link, one executable) with
//! a module per area. Shared helpers are `book_common` and `daily_common`.

mod book_common;
mod book_errors;
mod book_generic;
mod book_layout;
mod book_lines;
mod book_pdf;
mod cards_cli;
mod cards_crosscheck;
mod cards_deal;
mod cards_rules;
mod cards_sheet;
mod cards_solver;
mod census;
mod daily_common;
mod daily_render;
mod daily_sheet;
mod determinism;
mod docs_cli;
mod egypt_cli;
mod egypt_crosscheck;
mod egypt_notation;
mod egypt_rules;
mod fuzz;
mod generate;
mod grade;
mod hostile;
mod kill;
mod pages;
mod preflight;
mod readme;
mod render_backends;
mod render_file;
mod tools;
mod web;
mod web_cdp;

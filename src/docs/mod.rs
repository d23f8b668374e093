//! Documents: daily sheet, rule sheet, solution keys, handouts, books.

//! Batch files (`cards batch`): `cards::batch::parse_batch`, on bytes. Each
//! deal read is on a line of the file, in order, and prints as a deal that
//! reads back the same; an error's line is a line of the file.
#![no_main]

use cards::Deal;
use cards::batch::parse_batch;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let lines = bytes.split(|&b| b == b'\n').count();
    match parse_batch(bytes) {
        Ok(deals) => {
            let mut last = 0;
            for d in &deals {
                assert!(d.line > last && d.line <= lines, "line {}", d.line);
                last = d.line;
                if let Some(seed) = d.seed {
                    assert_eq!(Deal::from_seed(seed), d.deal);
                }
                assert_eq!(d.deal.to_string().parse::<Deal>().as_ref(), Ok(&d.deal));
            }
        }
        Err(e) => {
            assert!(e.line >= 1 && e.line <= lines.max(1), "{e}");
            assert!(e.column >= 1, "{e}");
        }
    }
});

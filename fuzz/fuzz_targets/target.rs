//! Targets (`--target`, templates' `target`): `Target::from_str`. A target
//! read prints and reads back the same.
#![no_main]

use egypt::Target;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(target) = text.parse::<Target>() {
        assert_eq!(target.to_string().parse::<Target>(), Ok(target));
    }
});

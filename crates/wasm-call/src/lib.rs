//! The interface of the project's two WebAssembly modules (the web pages'
//! engine and the studio's engine), written once: no bindings generator,
//! three functions that [`interface!`] defines in the module's crate.
//!
//! - `pp_alloc(len)` gives a buffer of `len` bytes in linear memory, which
//!   the page's script writes a UTF-8 JSON request into;
//! - `pp_call(ptr, len)` frees the request, answers it with the module's
//!   own function and returns a buffer that starts with the length of what
//!   follows (4 bytes, little-endian): see each module's documentation for
//!   the rest of its bytes;
//! - `pp_free(ptr, 4 + len)` gives that buffer back.
//!
//! ```text
//! wasm_call::interface!(|request: &str| wasm_call::framed(call(request).as_bytes()));
//! ```

/// A buffer of `len` bytes (at least one of capacity), left to the caller:
/// `pp_alloc`.
#[inline]
pub fn alloc(len: usize) -> *mut u8 {
    let mut buf = std::mem::ManuallyDrop::new(Vec::<u8>::with_capacity(len.max(1)));
    buf.as_mut_ptr()
}

/// Gives back a buffer of [`alloc`] or [`answer`]: `pp_free`.
///
/// # Safety
///
/// `ptr` and `len` are those of a buffer this module handed out and not
/// yet given back.
#[inline]
pub unsafe fn free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller passes a buffer of alloc or answer with its
    // length, which is the capacity it was made with.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
}

/// Answers the request of `len` bytes at `ptr` (a buffer of [`alloc`],
/// freed here) with `respond`, whose bytes it hands over as a buffer of
/// exactly their length: `pp_call`.
///
/// # Safety
///
/// `ptr` and `len` are those of a buffer of [`alloc`] that holds `len`
/// written bytes.
#[inline]
pub unsafe fn answer(ptr: *mut u8, len: usize, respond: impl FnOnce(&str) -> Vec<u8>) -> *mut u8 {
    // SAFETY: the caller wrote `len` bytes into an alloc buffer of
    // capacity `len`, handed over to this function.
    let request = unsafe { Vec::from_raw_parts(ptr, len, len.max(1)) };
    let answer = respond(&String::from_utf8_lossy(&request));
    drop(request);
    // Exactly its length in capacity, so pp_free(ptr, 4 + len) matches.
    let mut out = std::mem::ManuallyDrop::new(answer.into_boxed_slice());
    out.as_mut_ptr()
}

/// `bytes` behind their length (4 bytes, little-endian): the answer of a
/// module whose answer is one text.
#[inline]
pub fn framed(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(4 + bytes.len());
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
    out
}

/// Defines the module's `pp_alloc`, `pp_free` and `pp_call` in the crate
/// that calls it, `pp_call` answering with `$respond` (a function from the
/// request's text to the answer's bytes, starting with their length).
#[macro_export]
macro_rules! interface {
    ($respond:expr) => {
        /// A buffer of `len` bytes for the script to write a request into.
        #[unsafe(no_mangle)]
        pub extern "C" fn pp_alloc(len: usize) -> *mut u8 {
            $crate::alloc(len)
        }

        /// Gives back a buffer of [`pp_alloc`] or [`pp_call`].
        ///
        /// # Safety
        ///
        /// `ptr` and `len` are those of a buffer this module handed out and
        /// not yet given back.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn pp_free(ptr: *mut u8, len: usize) {
            // SAFETY: as this function's own contract.
            unsafe { $crate::free(ptr, len) }
        }

        /// Answers the request of `len` bytes at `ptr` (a buffer of
        /// [`pp_alloc`], freed here): see the crate's documentation for the
        /// answer's bytes.
        ///
        /// # Safety
        ///
        /// `ptr` and `len` are those of a buffer of [`pp_alloc`] that holds
        /// `len` written bytes.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn pp_call(ptr: *mut u8, len: usize) -> *mut u8 {
            // SAFETY: as this function's own contract.
            unsafe { $crate::answer(ptr, len, $respond) }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_goes_in_and_its_framed_answer_comes_out() {
        let req = b"{\"op\":\"echo\"}";
        let ptr = alloc(req.len());
        // SAFETY: ptr is a fresh buffer of req.len() bytes of capacity.
        unsafe { std::ptr::copy_nonoverlapping(req.as_ptr(), ptr, req.len()) };
        // SAFETY: the buffer holds req.len() written bytes; answer takes it.
        let out = unsafe { answer(ptr, req.len(), |r| framed(r.to_uppercase().as_bytes())) };
        // SAFETY: answer's buffer starts with its answer's length.
        let len = u32::from_le_bytes(unsafe { *(out as *const [u8; 4]) }) as usize;
        // SAFETY: out holds 4 + len bytes.
        let text = unsafe { std::slice::from_raw_parts(out.add(4), len) };
        assert_eq!(text, b"{\"OP\":\"ECHO\"}");
        // SAFETY: out is answer's buffer of 4 + len bytes.
        unsafe { free(out, 4 + len) };
    }

    #[test]
    fn an_empty_request_still_gets_a_buffer() {
        let ptr = alloc(0);
        assert!(!ptr.is_null());
        // SAFETY: a buffer of alloc(0), nothing written.
        let out = unsafe { answer(ptr, 0, |r| framed(r.as_bytes())) };
        // SAFETY: answer's buffer starts with its answer's length.
        let len = u32::from_le_bytes(unsafe { *(out as *const [u8; 4]) });
        assert_eq!(len, 0);
        // SAFETY: out is answer's buffer of 4 bytes.
        unsafe { free(out, 4) };
    }
}

//! A small client of Chromium's DevTools protocol over
//! `--remote-debugging-pipe`: the browser reads commands from its fd 3 and
//! writes replies and events to its fd 4, each message one JSON text ended
//! by a NUL byte. No WebSocket, no port, no crate beyond serde_json and libc.
//!
//! Every wait has a time limit, so a test fails instead of hanging when the
//! browser misbehaves.

#![allow(dead_code)]

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::os::fd::FromRawFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// How long one command may take.
const REPLY_LIMIT: Duration = Duration::from_secs(60);

/// Panics with a clear message unless Chromium can be started.
pub fn require_chromium() {
    let ok = Command::new("chromium")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    assert!(
        ok,
        "chromium is not installed: this test needs it (apt-get install -y chromium)"
    );
}

/// A headless Chromium with one page, driven over the pipe.
pub struct Browser {
    child: Child,
    tx: File,
    rx: Receiver<Value>,
    next_id: u64,
    session: String,
    /// Events seen while waiting for replies, oldest first.
    events: Vec<Value>,
    _profile: tempfile::TempDir,
}

/// Makes a pipe whose two ends are at fds of at least 10, closed on exec.
fn high_pipe() -> (i32, i32) {
    let mut fds = [0i32; 2];
    // SAFETY: plain libc calls on fds this function owns.
    unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0, "pipe");
        let a = libc::fcntl(fds[0], libc::F_DUPFD_CLOEXEC, 10);
        let b = libc::fcntl(fds[1], libc::F_DUPFD_CLOEXEC, 10);
        assert!(a >= 10 && b >= 10, "fcntl");
        libc::close(fds[0]);
        libc::close(fds[1]);
        (a, b)
    }
}

impl Browser {
    /// Starts Chromium with a fresh profile and a window of `width` x
    /// `height` CSS pixels.
    pub fn start(width: u32, height: u32) -> Browser {
        let profile = tempfile::tempdir().expect("profile dir");
        Browser::start_with(profile, width, height)
    }

    /// Starts Chromium on an existing profile folder (to test what a page
    /// keeps across browser runs).
    pub fn start_with(profile: tempfile::TempDir, width: u32, height: u32) -> Browser {
        require_chromium();
        let (cmd_read, cmd_write) = high_pipe();
        let (resp_read, resp_write) = high_pipe();
        let mut command = Command::new("chromium");
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--no-first-run",
                "--no-default-browser-check",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
            ])
            .arg(format!("--window-size={width},{height}"))
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: between fork and exec only async-signal-safe dup2 runs.
        unsafe {
            command.pre_exec(move || {
                if libc::dup2(cmd_read, 3) < 0 || libc::dup2(resp_write, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("chromium starts");
        // SAFETY: the parent owns these fds from here on.
        let (tx, rx_file) = unsafe {
            libc::close(cmd_read);
            libc::close(resp_write);
            (File::from_raw_fd(cmd_write), File::from_raw_fd(resp_read))
        };
        let (send, rx) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(rx_file);
            loop {
                let mut buf = Vec::new();
                match reader.read_until(0, &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if buf.last() == Some(&0) {
                            buf.pop();
                        }
                        if let Ok(v) = serde_json::from_slice::<Value>(&buf)
                            && send.send(v).is_err()
                        {
                            break;
                        }
                    }
                }
            }
        });
        let mut b = Browser {
            child,
            tx,
            rx,
            next_id: 0,
            session: String::new(),
            events: Vec::new(),
            _profile: profile,
        };
        let target = b.call_browser("Target.createTarget", json!({"url": "about:blank"}));
        let target_id = target["targetId"].as_str().expect("target id").to_string();
        let attached = b.call_browser(
            "Target.attachToTarget",
            json!({"targetId": target_id, "flatten": true}),
        );
        b.session = attached["sessionId"]
            .as_str()
            .expect("session id")
            .to_string();
        b.call("Page.enable", json!({}));
        b.call("Runtime.enable", json!({}));
        b.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}),
        );
        b
    }

    /// Ends the browser and hands back its profile folder.
    pub fn close(mut self) -> tempfile::TempDir {
        let _ = self.send("Browser.close", json!({}), None);
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let dir = tempfile::tempdir().expect("placeholder");
        std::mem::replace(&mut self._profile, dir)
    }

    fn send(&mut self, method: &str, params: Value, session: Option<&str>) -> u64 {
        self.next_id += 1;
        let mut msg = json!({"id": self.next_id, "method": method, "params": params});
        if let Some(s) = session {
            msg["sessionId"] = json!(s);
        }
        let mut bytes = serde_json::to_vec(&msg).expect("json");
        bytes.push(0);
        self.tx.write_all(&bytes).expect("write to chromium");
        self.next_id
    }

    fn wait_reply(&mut self, id: u64, method: &str) -> Value {
        let deadline = Instant::now() + REPLY_LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(v) if v["id"].as_u64() == Some(id) => {
                    if let Some(e) = v.get("error") {
                        panic!("{method} failed: {e}");
                    }
                    return v["result"].clone();
                }
                Ok(v) => {
                    if v.get("method").is_some() {
                        self.events.push(v);
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!("no reply to {method} in time"),
                Err(RecvTimeoutError::Disconnected) => panic!("chromium closed the pipe"),
            }
        }
    }

    fn call_browser(&mut self, method: &str, params: Value) -> Value {
        let id = self.send(method, params, None);
        self.wait_reply(id, method)
    }

    /// Sends a command to the page and returns its result.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        let session = self.session.clone();
        let id = self.send(method, params, Some(&session));
        self.wait_reply(id, method)
    }

    /// Waits for an event of the page by name (one seen earlier counts).
    pub fn wait_event(&mut self, method: &str) -> Value {
        if let Some(i) = self.events.iter().position(|e| e["method"] == method) {
            return self.events.remove(i);
        }
        let deadline = Instant::now() + REPLY_LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(v) if v["method"] == method => return v,
                Ok(_) => {}
                Err(_) => panic!("no {method} event in time"),
            }
        }
    }

    /// Opens a file and waits until it has loaded.
    pub fn open(&mut self, path: &Path) {
        let url = format!(
            "file://{}",
            path.canonicalize().expect("page path").display()
        );
        self.events.clear();
        let r = self.call("Page.navigate", json!({"url": url}));
        assert!(r.get("errorText").is_none(), "navigation failed: {r}");
        self.wait_event("Page.loadEventFired");
        self.wait_engine();
    }

    /// Waits until the page's WebAssembly engine has started (or failed
    /// to), so its players are there: they start after it.
    fn wait_engine(&mut self) {
        self.eval("(window.PyramidPress && window.PyramidPress.engineReady) || null");
    }

    /// Makes every page opened from now on see `day` (`2026-11-23`, at
    /// noon on this machine's clock) as today, in every frame: a site's
    /// pages choose the day and count streaks by the visitor's calendar.
    /// A later call wins.
    pub fn set_today(&mut self, day: &str) {
        let script = format!(
            "(() => {{ const D = Date, off = new D('{day}T12:00:00').getTime() - D.now(); \
             function F(...a) {{ return a.length ? new D(...a) : new D(D.now() + off); }} \
             F.prototype = D.prototype; F.now = () => D.now() + off; F.UTC = D.UTC; \
             F.parse = D.parse; window.Date = F; }})();"
        );
        self.call(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": script }),
        );
    }

    /// Reloads the page and waits until it has loaded.
    pub fn reload(&mut self) {
        self.events.clear();
        self.call("Page.reload", json!({}));
        self.wait_event("Page.loadEventFired");
        self.wait_engine();
    }

    /// Evaluates a script expression (promises awaited) and returns its
    /// value; panics with the page's message when it throws.
    pub fn eval(&mut self, expr: &str) -> Value {
        let r = self.call(
            "Runtime.evaluate",
            json!({"expression": expr, "returnByValue": true, "awaitPromise": true}),
        );
        if let Some(e) = r.get("exceptionDetails") {
            panic!("script failed: {expr}\n{e}");
        }
        r["result"]["value"].clone()
    }

    /// Clicks the middle of the element `selector` with the mouse, after
    /// scrolling it into view.
    pub fn click(&mut self, selector: &str) {
        let sel = serde_json::to_string(selector).expect("json");
        let rect = self.eval(&format!(
            "(() => {{ const e = document.querySelector({sel}); if (!e) return null; \
             e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        ));
        let (x, y) = match rect.as_array() {
            Some(a) => (a[0].as_f64().unwrap_or(0.0), a[1].as_f64().unwrap_or(0.0)),
            None => panic!("no element {selector} to click"),
        };
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            );
        }
    }

    /// Clicks the element `selector` at the point a fraction `fx`, `fy` of
    /// its box from the top-left corner (for cards, whose lower part may lie
    /// under the next row), after scrolling it into view.
    pub fn click_at(&mut self, selector: &str, fx: f64, fy: f64) {
        let sel = serde_json::to_string(selector).expect("json");
        let rect = self.eval(&format!(
            "(() => {{ const e = document.querySelector({sel}); if (!e) return null; \
             e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
             return [r.left + r.width * {fx}, r.top + r.height * {fy}]; }})()"
        ));
        let (x, y) = match rect.as_array() {
            Some(a) => (a[0].as_f64().unwrap_or(0.0), a[1].as_f64().unwrap_or(0.0)),
            None => panic!("no element {selector} to click"),
        };
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            );
        }
    }

    /// Presses a key (e.g. "Enter", "ArrowRight") on the focused element.
    pub fn key(&mut self, key: &str) {
        let code = match key {
            "Enter" => 13,
            "Tab" => 9,
            " " => 32,
            "Escape" => 27,
            "ArrowLeft" => 37,
            "ArrowUp" => 38,
            "ArrowRight" => 39,
            "ArrowDown" => 40,
            _ => 0,
        };
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            );
        }
    }

    /// Sets the viewport width (CSS pixels) and returns a PNG of the whole
    /// page at that width.
    pub fn screenshot(&mut self, width: u32) -> Vec<u8> {
        self.screenshot_part(width, 0.0, None)
    }

    /// Sets the viewport width and returns a PNG of the page from `y` down,
    /// `height` pixels high (to the end of the page when `None`).
    pub fn screenshot_part(&mut self, width: u32, y: f64, height: Option<f64>) -> Vec<u8> {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}),
        );
        let total = self
            .eval("Math.ceil(document.documentElement.scrollHeight)")
            .as_f64()
            .unwrap_or(900.0);
        let h = height.unwrap_or(total - y).min(total - y).max(1.0);
        let r = self.call(
            "Page.captureScreenshot",
            json!({"format": "png", "captureBeyondViewport": true,
                   "clip": {"x": 0, "y": y, "width": width, "height": h, "scale": 1}}),
        );
        decode_base64(r["data"].as_str().expect("png data"))
    }

    /// The top of an element in page coordinates (CSS pixels).
    pub fn top_of(&mut self, selector: &str) -> f64 {
        let sel = serde_json::to_string(selector).expect("json");
        self.eval(&format!(
            "document.querySelector({sel}).getBoundingClientRect().top + window.scrollY"
        ))
        .as_f64()
        .unwrap_or(0.0)
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Standard base64 (the screenshot encoding) to bytes.
pub fn decode_base64(text: &str) -> Vec<u8> {
    let val = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let Some(v) = val(c) else { continue };
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

//! The studio page (`pyramid-press studio`): a form, a live preview and
//! the downloads of every printed product, in one HTML file that works
//! from disk with no server and no network. The page carries the studio's
//! engine (crates/studio-engine, built by scripts/build-wasm.sh) deflated
//! in base 85, as the web pages carry theirs, and runs it in a worker made
//! from a Blob URL; its words come from the `studio-` messages of every
//! language's catalogue.

use serde_json::{Map, Value, json};

use crate::locale::{FILES, Lang, messages, sources, tr_in};

/// The studio's engine (crates/studio-engine, built by scripts/build-wasm.sh).
const MODULE: &[u8] = include_bytes!("../assets/studio/studio.wasm");
const SCRIPT: &str = include_str!("../assets/studio/studio.js");
const WORKER: &str = include_str!("../assets/studio/worker.js");
const CSS: &str = include_str!("../assets/studio/studio.css");

/// The file name of the studio page in its folder.
pub const PAGE: &str = "index.html";

/// The size of the studio's engine, in bytes.
pub fn module_size() -> usize {
    MODULE.len()
}

/// The games of the registry ([`crate::catalog::GAMES`]) and the choices
/// their sections take, as the form offers them.
pub fn choices() -> Value {
    let tiers = ["easy", "medium", "hard", "expert"];
    let games: Vec<Value> = crate::catalog::GAMES
        .iter()
        .filter(|g| g.section.is_some())
        .map(|g| {
            let choices = match g.name {
                "egypt" => json!({ "grid": ["3x4", "4x5"], "tier": tiers }),
                "cards" => json!({ "variant": ["pyramid", "cheops", "pharaohs"], "tier": tiers }),
                _ => json!({ "tier": tiers }),
            };
            json!({ "name": g.name, "choices": choices })
        })
        .collect();
    json!({
        "games": games,
        "tiers": tiers,
        "variants": ["pyramid", "cheops", "pharaohs"],
        "grids": ["3x4", "4x5", "5x5", "5x6"],
        "languages": Lang::ALL.iter().map(|l| l.code()).collect::<Vec<_>>(),
    })
}

/// The messages of other catalogues the form shows: the tiers and the
/// card rule sets, as the printed pages name them.
const SHARED: [&str; 7] = [
    "tier-easy",
    "tier-medium",
    "tier-hard",
    "tier-expert",
    "variant-pyramid",
    "variant-cheops",
    "variant-pharaohs",
];

/// Every `studio-` message in every language, `{lang: {id: text}}`, and
/// the [`SHARED`] ones.
pub fn studio_messages() -> Value {
    let i = FILES
        .iter()
        .position(|f| *f == "studio.ftl")
        .unwrap_or(FILES.len() - 1);
    let mut all = Map::new();
    for lang in Lang::ALL {
        let mut m = Map::new();
        for (id, _) in messages(sources(Lang::En)[i]).unwrap_or_default() {
            m.insert(id.clone(), Value::String(tr_in(lang, &id, &[])));
        }
        // The form's choices in the pages' own words.
        for id in SHARED {
            m.insert(id.to_string(), Value::String(tr_in(lang, id, &[])));
        }
        all.insert(lang.code().to_string(), Value::Object(m));
    }
    Value::Object(all)
}

/// JSON safe inside a `<script>` element.
fn script_json(v: &Value) -> String {
    v.to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// The studio page: one self-contained HTML file.
pub fn studio_page() -> String {
    let deflated = miniz_oxide::deflate::compress_to_vec_zlib(MODULE, 10);
    let packed = crate::web::base85(&deflated);
    let en = |id: &str| tr_in(Lang::En, id, &[]);
    format!(
        r##"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>{css}</style>
</head>
<body>
<main>
<h1 data-t="studio-title">{title}</h1>
<p class="lead" data-t="studio-lead">{lead}</p>
<div class="bar">
<div class="actions">
<button type="button" id="preview-btn" data-t="studio-preview">{preview}</button>
<button type="button" id="make" data-t="studio-make">{make}</button>
<button type="button" id="cancel" class="small" disabled data-t="studio-cancel">{cancel}</button>
<button type="button" id="reset" class="small" data-t="studio-reset">{reset}</button>
<a href="#results" id="jump" class="jump" data-t="studio-see-preview">{see}</a>
</div>
<progress id="progress" max="1" value="0" aria-label="{working}"></progress>
<p id="status" role="status"></p>
</div>
<div class="studio">
<form id="form" onsubmit="return false">
<div id="fields"></div>
<p class="err" id="e-product" role="alert"></p>
<div class="field"><label for="open" data-t="studio-open-template">{open}</label><input type="file" id="open" accept=".toml,text/plain" aria-describedby="e-open"><p class="err" id="e-open" role="alert"></p></div>
</form>
<section id="results" tabindex="-1">
<ul id="downloads"></ul>
<h2 id="warnings-heading" data-t="studio-warnings">{warnings}</h2>
<ul id="warnings"></ul>
<nav id="pager" aria-label="{pager}" hidden>
<button type="button" id="prev" class="small" data-t="studio-prev">{prev}</button>
<label for="page-no" data-t="studio-page-no">{page_no}</label>
<input type="number" id="page-no" min="1" value="1" inputmode="numeric">
<span id="page-of"></span>
<button type="button" id="next" class="small" data-t="studio-next">{next}</button>
</nav>
<div id="pages"></div>
<h2 data-t="studio-command">{command}</h2>
<pre id="command"></pre>
<div id="template-box" hidden>
<h2 id="template-heading" data-t="studio-template">{template}</h2>
<p><a id="template-link" href="about:blank">book.toml</a></p>
<pre id="template" tabindex="0" role="region" aria-labelledby="template-heading"></pre>
</div>
</section>
</div>
</main>
<script type="application/json" id="studio-messages">{messages}</script>
<script type="application/json" id="studio-choices">{choices}</script>
<script type="text/plain" id="studio-worker">{worker}</script>
<script type="text/plain" id="pp-studio" data-bytes="{bytes}">{packed}</script>
<script>{script}</script>
</body>
</html>
"##,
        title = en("studio-title"),
        lead = en("studio-lead"),
        open = en("studio-open-template"),
        preview = en("studio-preview"),
        make = en("studio-make"),
        cancel = en("studio-cancel"),
        reset = en("studio-reset"),
        see = en("studio-see-preview"),
        working = en("studio-working"),
        warnings = en("studio-warnings"),
        command = en("studio-command"),
        template = en("studio-template"),
        pager = en("studio-pager"),
        prev = en("studio-prev"),
        next = en("studio-next"),
        page_no = en("studio-page-no"),
        css = CSS,
        messages = script_json(&studio_messages()),
        choices = script_json(&choices()),
        worker = crate::web::compact_js(WORKER),
        bytes = deflated.len(),
        packed = packed,
        script = crate::web::compact_js(SCRIPT),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_studio_message() {
        let m = studio_messages();
        let en = m["en"].as_object().unwrap();
        assert!(en.len() > 40, "{}", en.len());
        for lang in Lang::ALL {
            let own = m[lang.code()].as_object().unwrap();
            for id in en.keys() {
                assert!(
                    own.get(id)
                        .and_then(Value::as_str)
                        .is_some_and(|t| !t.is_empty()),
                    "{lang:?} lacks {id}"
                );
            }
        }
        assert_ne!(m["de"]["studio-make"], m["en"]["studio-make"]);
    }

    #[test]
    fn the_page_is_self_contained_and_carries_the_module() {
        let page = studio_page();
        assert!(!page.contains("src=\"http"), "no outside script");
        assert!(!page.contains("fetch("), "nothing fetched");
        assert_eq!(page.matches("</script>").count(), 5);
        let at = page.find("data-bytes=\"").unwrap() + 12;
        let n: usize = page[at..].split('"').next().unwrap().parse().unwrap();
        assert!(n > 1000 && n < MODULE.len(), "{n}");
        assert_eq!(page, studio_page(), "the same bytes every time");
    }
}

//! Font subsetting that keeps glyph ids: the outlines of every glyph a
//! document does not use are emptied, and the tables a PDF or a browser
//! does not need for drawing (kerning, shaping, hinting caches) are left
//! out. Glyph ids, advance widths and the character map stay as they were,
//! so the stripped font is a drop-in replacement for the original: the PDF
//! backend embeds it through printpdf unchanged, and the SVG and HTML
//! backends can inline it as a web font.
//!
//! This replaces printpdf's own subsetting, which needs its `text_layout`
//! feature and with it a large layout engine the project does not use.

use std::collections::BTreeSet;

use super::text::{drawable, font_bytes};
use super::{Shape, Weight};

/// Why a font could not be subset (the shipped fonts always can; this
/// guards against a corrupted file).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("the font could not be subset: {0}")]
pub struct SubsetError(&'static str);

/// Tables kept in the output; everything else is dropped.
const KEEP: [&[u8; 4]; 12] = [
    b"OS/2", b"cmap", b"cvt ", b"fpgm", b"gasp", b"glyf", b"head", b"hhea", b"hmtx", b"loca",
    b"maxp", b"prep",
];

fn u16_at(b: &[u8], at: usize) -> Result<u16, SubsetError> {
    b.get(at..at + 2)
        .map(|s| u16::from_be_bytes([s[0], s[1]]))
        .ok_or(SubsetError("truncated table"))
}

fn u32_at(b: &[u8], at: usize) -> Result<u32, SubsetError> {
    b.get(at..at + 4)
        .map(|s| u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
        .ok_or(SubsetError("truncated table"))
}

fn checksum(data: &[u8]) -> u32 {
    let mut sum: u32 = 0;
    for chunk in data.chunks(4) {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        sum = sum.wrapping_add(u32::from_be_bytes(word));
    }
    sum
}

/// The glyph ids a string needs in `font` (via its character map), with
/// `.notdef` (glyph 0) always included.
pub fn glyphs_for<'a>(font: &[u8], texts: impl IntoIterator<Item = &'a str>) -> BTreeSet<u16> {
    let mut out = BTreeSet::from([0u16]);
    if let Ok(face) = ttf_parser::Face::parse(font, 0) {
        for t in texts {
            for c in t.chars() {
                if let Some(g) = face.glyph_index(c) {
                    out.insert(g.0);
                }
            }
        }
    }
    out
}

/// The face of `weight` stripped to the glyphs that the text shapes of that
/// weight among `shapes` draw (what a backend prints of them, see
/// [`drawable`]), and whether any shape draws text in it at all.
pub fn face_for<'a>(
    weight: Weight,
    shapes: impl IntoIterator<Item = &'a Shape>,
) -> Result<(Vec<u8>, bool), SubsetError> {
    let texts: Vec<String> = shapes
        .into_iter()
        .filter_map(|s| match s.text_run() {
            Some((text, size, w)) if w == weight => drawable(text, size, weight),
            _ => None,
        })
        .collect();
    let full = font_bytes(weight);
    let keep = glyphs_for(full, texts.iter().map(String::as_str));
    Ok((strip_glyphs(full, &keep)?, !texts.is_empty()))
}

/// A copy of the TrueType `font` in which only the glyphs in `keep` (and
/// the components of composite glyphs among them) have outlines.
pub fn strip_glyphs(font: &[u8], keep: &BTreeSet<u16>) -> Result<Vec<u8>, SubsetError> {
    let num_tables = usize::from(u16_at(font, 4)?);
    let mut tables: Vec<([u8; 4], &[u8])> = Vec::with_capacity(num_tables);
    for i in 0..num_tables {
        let rec = 12 + 16 * i;
        let tag: [u8; 4] = font
            .get(rec..rec + 4)
            .and_then(|t| t.try_into().ok())
            .ok_or(SubsetError("truncated table directory"))?;
        let off = u32_at(font, rec + 8)? as usize;
        let len = u32_at(font, rec + 12)? as usize;
        let data = font
            .get(off..off.saturating_add(len))
            .ok_or(SubsetError("table outside the file"))?;
        tables.push((tag, data));
    }
    let find = |tag: &[u8; 4]| {
        tables
            .iter()
            .find(|(t, _)| t == tag)
            .map(|(_, d)| *d)
            .ok_or(SubsetError("a required table is missing"))
    };
    let head = find(b"head")?;
    let glyf = find(b"glyf")?;
    let loca = find(b"loca")?;
    let num_glyphs = usize::from(u16_at(find(b"maxp")?, 4)?);
    let long = u16_at(head, 50)? == 1;
    let offset = |g: usize| -> Result<usize, SubsetError> {
        Ok(if long {
            u32_at(loca, 4 * g)? as usize
        } else {
            2 * usize::from(u16_at(loca, 2 * g)?)
        })
    };
    let outline = |g: usize| -> Result<&[u8], SubsetError> {
        let (a, b) = (offset(g)?, offset(g + 1)?);
        glyf.get(a..b)
            .ok_or(SubsetError("glyph outside the glyf table"))
    };

    // Close the set over composite glyphs' components.
    let mut wanted: BTreeSet<u16> = keep
        .iter()
        .copied()
        .filter(|g| usize::from(*g) < num_glyphs)
        .collect();
    let mut stack: Vec<u16> = wanted.iter().copied().collect();
    while let Some(g) = stack.pop() {
        let data = outline(usize::from(g))?;
        if data.len() < 10 || (u16_at(data, 0)? as i16) >= 0 {
            continue;
        }
        let mut at = 10;
        loop {
            let flags = u16_at(data, at)?;
            let component = u16_at(data, at + 2)?;
            if usize::from(component) < num_glyphs && wanted.insert(component) {
                stack.push(component);
            }
            at += 4 + if flags & 0x0001 != 0 { 4 } else { 2 };
            at += if flags & 0x0008 != 0 {
                2
            } else if flags & 0x0040 != 0 {
                4
            } else if flags & 0x0080 != 0 {
                8
            } else {
                0
            };
            if flags & 0x0020 == 0 {
                break;
            }
        }
    }

    // New glyf and (long) loca: kept outlines, 4-byte aligned; others empty.
    let mut new_glyf = Vec::new();
    let mut new_loca = Vec::with_capacity(4 * (num_glyphs + 1));
    for g in 0..num_glyphs {
        new_loca.extend_from_slice(&(new_glyf.len() as u32).to_be_bytes());
        if wanted.contains(&(g as u16)) {
            new_glyf.extend_from_slice(outline(g)?);
            while new_glyf.len() % 4 != 0 {
                new_glyf.push(0);
            }
        }
    }
    new_loca.extend_from_slice(&(new_glyf.len() as u32).to_be_bytes());
    let mut new_head = head.to_vec();
    new_head
        .get_mut(8..12)
        .ok_or(SubsetError("head table too short"))?
        .copy_from_slice(&[0; 4]);
    new_head
        .get_mut(50..52)
        .ok_or(SubsetError("head table too short"))?
        .copy_from_slice(&1u16.to_be_bytes());

    let mut out_tables: Vec<([u8; 4], Vec<u8>)> = tables
        .iter()
        .filter(|(t, _)| KEEP.contains(&t))
        .map(|(t, d)| {
            let data = match t {
                b"glyf" => std::mem::take(&mut new_glyf),
                b"loca" => std::mem::take(&mut new_loca),
                b"head" => new_head.clone(),
                _ => d.to_vec(),
            };
            (*t, data)
        })
        .collect();
    out_tables.sort_by_key(|(t, _)| *t);

    // Offset table, directory, then the tables, each 4-byte aligned.
    let n = out_tables.len();
    let mut pow = 1usize;
    let mut log = 0u16;
    while pow * 2 <= n {
        pow *= 2;
        log += 1;
    }
    let mut out = Vec::new();
    out.extend_from_slice(&0x0001_0000u32.to_be_bytes());
    out.extend_from_slice(&(n as u16).to_be_bytes());
    out.extend_from_slice(&((pow * 16) as u16).to_be_bytes());
    out.extend_from_slice(&log.to_be_bytes());
    out.extend_from_slice(&((n * 16 - pow * 16) as u16).to_be_bytes());
    let mut at = 12 + 16 * n;
    let mut head_at = 0;
    for (tag, data) in &out_tables {
        out.extend_from_slice(tag);
        out.extend_from_slice(&checksum(data).to_be_bytes());
        out.extend_from_slice(&(at as u32).to_be_bytes());
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        if tag == b"head" {
            head_at = at;
        }
        at += data.len().div_ceil(4) * 4;
    }
    for (_, data) in &out_tables {
        out.extend_from_slice(data);
        while out.len() % 4 != 0 {
            out.push(0);
        }
    }
    let adjust = 0xB1B0_AFBAu32.wrapping_sub(checksum(&out));
    out[head_at + 8..head_at + 12].copy_from_slice(&adjust.to_be_bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::REGULAR_TTF;

    #[test]
    fn stripped_font_is_small_and_keeps_ids_widths_and_outlines() {
        let keep = glyphs_for(REGULAR_TTF, ["Puzzle 1: a1-c3 ♠♥ ≤"]);
        let small = strip_glyphs(REGULAR_TTF, &keep).expect("subset");
        assert!(
            small.len() * 4 < REGULAR_TTF.len(),
            "{} of {} bytes",
            small.len(),
            REGULAR_TTF.len()
        );
        let a = ttf_parser::Face::parse(REGULAR_TTF, 0).expect("original");
        let b = ttf_parser::Face::parse(&small, 0).expect("subset parses");
        assert_eq!(a.number_of_glyphs(), b.number_of_glyphs());
        for c in "Puzzle1:ac3♠♥≤".chars() {
            let g = a.glyph_index(c).expect("glyph");
            assert_eq!(b.glyph_index(c), Some(g), "{c}");
            assert_eq!(a.glyph_hor_advance(g), b.glyph_hor_advance(g));
            assert_eq!(
                a.glyph_bounding_box(g),
                b.glyph_bounding_box(g),
                "outline of {c}"
            );
        }
        // A glyph that was not asked for has no outline any more.
        let q = a.glyph_index('Q').expect("Q");
        assert!(a.glyph_bounding_box(q).is_some());
        assert!(b.glyph_bounding_box(q).is_none());
    }

    #[test]
    fn composite_glyph_components_are_kept() {
        // 'é' is a composite in DejaVu Sans (e + acute).
        let keep = glyphs_for(REGULAR_TTF, ["é"]);
        let small = strip_glyphs(REGULAR_TTF, &keep).expect("subset");
        let a = ttf_parser::Face::parse(REGULAR_TTF, 0).expect("original");
        let b = ttf_parser::Face::parse(&small, 0).expect("subset");
        let g = a.glyph_index('é').expect("é");
        assert_eq!(a.glyph_bounding_box(g), b.glyph_bounding_box(g));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        let keep = BTreeSet::from([0, 1, 2]);
        assert!(strip_glyphs(b"", &keep).is_err());
        assert!(strip_glyphs(&REGULAR_TTF[..300], &keep).is_err());
    }
}

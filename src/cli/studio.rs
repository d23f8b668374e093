//! `studio`: the studio page, a form with a live preview that makes every
//! printed product in a browser tab (see `documents::studio`).

use std::path::PathBuf;

use anyhow::Result;
use clap::Args;

/// The arguments of `studio`.
#[derive(Debug, Args)]
pub struct StudioArgs {
    /// Folder to write the studio into (its page is DIR/index.html);
    /// `site --studio` writes it into the site's `studio` folder and links
    /// it from the site's archive.
    #[arg(short, long, value_name = "DIR", default_value = "output/studio")]
    output: PathBuf,
}

pub fn run(a: StudioArgs) -> Result<()> {
    let path = a.output.join(documents::studio::PAGE);
    render::file::check_output(&path, 1)?;
    std::fs::create_dir_all(&a.output)
        .map_err(|e| anyhow::anyhow!("cannot make the folder {}: {e}", a.output.display()))?;
    let page = documents::studio::studio_page();
    let written = documents::web::write_page(&path, &page, &[])?;
    super::bounds::wrote(
        &path,
        format_args!(
            "wrote {} (the studio: open it in a browser; {} KB)",
            written.display(),
            page.len() / 1024
        ),
    )?;
    Ok(())
}

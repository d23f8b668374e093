fn main() -> std::process::ExitCode {
    pyramid_press::cli::run()
}

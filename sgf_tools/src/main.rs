fn main() {
    // sgf-tools subcommands land here.
}

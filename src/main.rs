fn main() {
    // The GTP front end replaces this.
}

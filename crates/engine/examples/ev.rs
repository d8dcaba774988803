fn main() {
    for fen in std::env::args().skip(1) {
        let pos = rules::fen::parse_position(&fen).unwrap();
        println!("{:6} {}", engine::evaluate(&pos), fen);
    }
}

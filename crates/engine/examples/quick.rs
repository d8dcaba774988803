use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let fen = args
        .get(1)
        .cloned()
        .unwrap_or("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into());
    let depth: u32 = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(10);
    let pos = rules::fen::parse_position(&fen).unwrap();
    let mut e = engine::Engine::new(64);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let limits = engine::Limits {
        depth: Some(depth),
        ..Default::default()
    };
    let r = e.search(&pos, &[], &limits, &clock, &|| false, &mut |i| {
        let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
        println!(
            "depth {} sel {} score {:?} nodes {} time {} nps {} pv {}",
            i.depth,
            i.seldepth,
            i.score,
            i.nodes,
            i.time_ms,
            i.nodes * 1000 / i.time_ms.max(1),
            pv.join(" ")
        );
    });
    println!(
        "best {:?} {:?}",
        r.best_move.map(|m| m.to_string()),
        r.score
    );
}

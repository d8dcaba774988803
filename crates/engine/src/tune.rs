//! Hooks for tuning the evaluation (the `tune` feature; not in shipped builds): which weights a
//! position uses and how often ([`trace`]), the current weights, a quiescence search to pick
//! quiet positions, and the Rust text of a new weight table. `examples/datagen.rs` writes
//! labelled positions from self-play and `examples/tune.rs` fits the weights to them.

use crate::eval::layout::{GROUPS, N};
use crate::eval::terms::{Terms, S};
use crate::eval::{add_terms, mop_up, phase, scale, weights::W, MAX_PHASE};
use crate::heuristics::Heuristics;
use crate::search::{Searcher, INF};
use crate::tt::Tt;
use rules::{Color, Position};

/// The number of weights (each has a middlegame and an endgame value).
pub const WEIGHTS: usize = N;

/// Which weights a position uses, and the parts of the evaluation that are not weights.
///
/// With weights `w`, the evaluation from White's point of view is about
/// `fade * (mg * phase + (eg * scale + mop_up) * (1 - phase))` where `mg` and `eg` are the sums
/// of `count * w` over `counts`; see [`Trace::eval`].
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    /// (weight index, White's count minus Black's), for the weights used.
    pub counts: Vec<(u16, f32)>,
    /// The game phase, 1 with all pieces on the board, 0 with pawns only.
    pub phase: f32,
    /// The endgame scale factor for drawish material (0..=1), with the current weights.
    pub scale: f32,
    /// The endgame mop-up bonus, with the current weights (centipawns).
    pub mop_up: f32,
    /// The fade towards a draw from the 50-move counter (1 with a fresh counter).
    pub fade: f32,
}

impl Trace {
    /// The evaluation from White's point of view with weights `w` ((middlegame, endgame) by
    /// index), in centipawns.
    pub fn eval(&self, w: &[(f64, f64)]) -> f64 {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(i, n) in &self.counts {
            if let Some(&(a, b)) = w.get(usize::from(i)) {
                mg += a * f64::from(n);
                eg += b * f64::from(n);
            }
        }
        let p = f64::from(self.phase);
        f64::from(self.fade)
            * (mg * p + (eg * f64::from(self.scale) + f64::from(self.mop_up)) * (1.0 - p))
    }
}

/// Counts per weight, White's positive and Black's negative.
struct Counter(Vec<f64>);

impl Terms for Counter {
    fn add(&mut self, color: Color, i: usize, n: i32) {
        self.add_scaled(color, i, n, 1);
    }

    fn add_scaled(&mut self, color: Color, i: usize, n: i32, div: i32) {
        if let Some(c) = self.0.get_mut(i) {
            let v = f64::from(n) / f64::from(div.max(1));
            match color {
                Color::White => *c += v,
                Color::Black => *c -= v,
            }
        }
    }
}

/// The trace of `pos`, or `None` for a dead position (always 0).
pub fn trace(pos: &Position) -> Option<Trace> {
    let mut counter = Counter(vec![0.0; N]);
    if !add_terms(&mut counter, pos) {
        return None;
    }
    let mut sum = S::default();
    let mut counts = Vec::new();
    for (i, (&c, w)) in counter.0.iter().zip(W.iter()).enumerate() {
        if c != 0.0 {
            counts.push((i as u16, c as f32));
            sum.0 += (c * f64::from(w.0)).round() as i32;
            sum.1 += (c * f64::from(w.1)).round() as i32;
        }
    }
    let board = pos.board();
    let scale64 = scale(board, sum.1);
    let eg = sum.1 * scale64 / 64;
    Some(Trace {
        counts,
        phase: phase(board) as f32 / MAX_PHASE as f32,
        scale: scale64 as f32 / 64.0,
        mop_up: mop_up(pos, eg) as f32,
        fade: (200 - pos.halfmoves().min(100)) as f32 / 200.0,
    })
}

/// The current weights, (middlegame, endgame) by index.
pub fn weights() -> Vec<(f64, f64)> {
    W.iter().map(|s| (f64::from(s.0), f64::from(s.1))).collect()
}

/// The name of the group weight `i` belongs to and its place in the group.
pub fn name(i: usize) -> (&'static str, usize) {
    GROUPS
        .iter()
        .find(|&&(_, start, len)| (start..start + len).contains(&i))
        .map_or(("?", 0), |&(n, start, _)| (n, i - start))
}

/// The text of `src/eval/weights.rs` for the weights `w` (rounded), with `note` (one or more
/// lines) saying where they come from.
pub fn weights_source(w: &[(f64, f64)], note: &str) -> String {
    let mut out = String::new();
    out.push_str("//! The evaluation's weights, middlegame and endgame, in the order of [`super::layout`].\n");
    for line in note.lines() {
        out.push_str("//! ");
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("\nuse super::layout::N;\nuse super::terms::S;\n\n");
    out.push_str(
        "/// Every weight of the evaluation (see [`super::layout`] for what each one is).\n",
    );
    out.push_str("#[rustfmt::skip]\npub(crate) static W: [S; N] = [\n");
    for &(name, start, len) in GROUPS {
        out.push_str(&format!("    // {name}\n"));
        let per = if len % 4 == 0 && len <= 32 { 4 } else { 8 };
        for row in (start..start + len).collect::<Vec<_>>().chunks(per) {
            let cells: Vec<String> = row
                .iter()
                .map(|&i| {
                    let (a, b) = w.get(i).copied().unwrap_or_default();
                    format!("S({}, {}),", a.round() as i32, b.round() as i32)
                })
                .collect();
            out.push_str(&format!("    {}\n", cells.join(" ")));
        }
    }
    out.push_str("];\n");
    out
}

/// A quiescence search (captures and queen promotions only) for telling quiet positions
/// apart: in a quiet position it returns the static evaluation.
pub struct Quiescence {
    tt: Tt,
    heur: Heuristics,
}

impl Default for Quiescence {
    fn default() -> Quiescence {
        Quiescence {
            tt: Tt::new(1),
            heur: Heuristics::new(),
        }
    }
}

impl Quiescence {
    /// The quiescence score of `pos` from the side to move's point of view.
    pub fn score(&mut self, pos: &Position) -> i32 {
        let clock = || 0.0;
        let stop = || false;
        let mut s = Searcher::new(
            &mut self.tt,
            &mut self.heur,
            &[],
            &clock,
            &stop,
            0.0,
            f64::INFINITY,
            u64::MAX,
        );
        s.quiescence(pos, -INF, INF)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::fen::parse_position;

    #[test]
    fn the_trace_gives_the_evaluation() {
        let w = weights();
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "nr1nkbbr/4p3/6pp/p1q2pP1/2p1PP1P/1NN5/PPP1B3/1R2K1BR b HBhb - 1 16",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/5k2/8/3P4/8/8/2K5/8 w - - 30 1",
            "8/8/8/4k3/8/8/8/2Q1K3 b - - 0 1",
            "4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1",
        ] {
            let pos = parse_position(fen).expect("valid FEN");
            let t = trace(&pos).expect("not a dead position");
            let white = if pos.turn() == Color::White { 1 } else { -1 };
            let real = f64::from(white * crate::evaluate(&pos));
            let traced = t.eval(&w);
            // The real evaluation rounds at each division; the trace does not.
            assert!(
                (real - traced).abs() <= 3.0,
                "{fen}: {real} against {traced}"
            );
        }
    }

    #[test]
    fn weights_source_lists_every_weight() {
        let w = weights();
        let text = weights_source(&w, "test");
        assert!(text.contains("// MATERIAL\n    S("), "{text}");
        let read: Vec<(f64, f64)> = text
            .split("S(")
            .skip(1)
            .filter_map(|cell| {
                let (a, rest) = cell.split_once(", ")?;
                let (b, _) = rest.split_once(')')?;
                Some((a.parse().ok()?, b.parse().ok()?))
            })
            .collect();
        assert_eq!(read, w);
    }

    #[test]
    fn quiescence_sees_a_hanging_queen() {
        let pos = parse_position("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1").expect("valid FEN");
        let mut q = Quiescence::default();
        assert!(q.score(&pos) > crate::evaluate(&pos) + 500);
    }
}

/// The learned evaluation's layout, for `examples/train_net.rs`.
pub mod net {
    use rules::Position;

    /// The hand-written part of the evaluation alone (side to move, centipawns): the learned
    /// part is fitted on top of it.
    pub fn hand_written(pos: &Position) -> i32 {
        crate::eval::hand_written(pos)
    }

    pub use crate::eval::net::{
        bucket, input, mirror, BUCKETS, CP_PER_UNIT, HIDDEN, INPUTS, QA, QB,
    };
}

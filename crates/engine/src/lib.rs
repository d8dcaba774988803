//! Rokade's Chess960 engine: a principal variation search with a hand-written evaluation,
//! over the [`rules`] crate's positions and legal moves.
//!
//! The engine has no clock and no threads of its own, so the same code runs natively (the
//! `chess960 uci` command) and in a browser Web Worker: the caller passes a clock (milliseconds
//! as `f64`, e.g. `performance.now()`), a stop check and a callback for progress reports.
//!
//! ```
//! use engine::{Engine, Limits};
//! use rules::Position;
//!
//! let mut engine = Engine::new(16);          // 16 MB transposition table
//! engine.set_level(8);                       // 1 (weakest) ..= 8 (full strength)
//! let pos = Position::classical();
//! let limits = Limits { depth: Some(4), ..Limits::default() };
//! let clock = || 0.0;                        // no time limit here, so any clock will do
//! let result = engine.search(&pos, &[], &limits, &clock, &|| false, &mut |_info| {});
//! let best = result.best_move.expect("the start position has moves");
//! assert!(pos.is_legal(best));
//! ```
//!
//! # Use from a Web Worker
//!
//! One [`Engine`] lives in the worker for the whole game. For each move: rebuild the
//! [`Position`] and the repetition keys of the positions before it
//! ([`Position::repetition_key`] of each earlier position of the game, oldest first), call
//! [`Engine::search`] with `performance.now()` as the clock and a stop check that reads a
//! flag (for example a `SharedArrayBuffer` cell, or `|| false` when only the limits should
//! stop it), and send [`SearchResult::best_move`] back. Call [`Engine::new_game`] between games.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod eval;
mod heuristics;
mod rng;
mod search;
mod see;
mod time;
mod tt;
#[cfg(feature = "tune")]
pub mod tune;

pub use rng::Rng;

pub use eval::evaluate;

use heuristics::Heuristics;
use rules::{Move, Position};
use search::{RootMove, Searcher, INF, MATE, MATE_BOUND, MAX_PLY};
use tt::Tt;

/// The strongest level.
pub const MAX_LEVEL: u8 = 8;
/// The deepest iteration a search runs.
pub const MAX_DEPTH: u32 = (MAX_PLY - 4) as u32;

/// A search score from the point of view of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (a pawn is about 100).
    Cp(i32),
    /// Mate in this many moves (not plies): positive when the side to move mates, negative
    /// when it is mated; `Mate(0)` when the side to move is checkmated already.
    Mate(i32),
}

impl Score {
    /// The score from the search's internal scale.
    fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-(MATE + s) / 2)
        } else {
            Score::Cp(s)
        }
    }
}

/// What limits a search. Times are in milliseconds. With nothing set (or `infinite`), the
/// search runs until the stop check says so (or to [`MAX_DEPTH`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// White's remaining time.
    pub wtime: Option<u64>,
    /// Black's remaining time.
    pub btime: Option<u64>,
    /// White's increment per move.
    pub winc: Option<u64>,
    /// Black's increment per move.
    pub binc: Option<u64>,
    /// Moves to the next time control (none: sudden death or increment only).
    pub movestogo: Option<u32>,
    /// Search exactly this long (less a millisecond to answer; the move overhead is for clocks).
    pub movetime: Option<u64>,
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Search until stopped; the other limits are ignored.
    pub infinite: bool,
    /// Time kept back on every move of a clock for communication and the opponent's clock
    /// handling (not from a `movetime`).
    pub move_overhead: u64,
}

impl Default for Limits {
    /// No limit at all, and 10 ms of move overhead.
    fn default() -> Limits {
        Limits {
            wtime: None,
            btime: None,
            winc: None,
            binc: None,
            movestogo: None,
            movetime: None,
            depth: None,
            nodes: None,
            infinite: false,
            move_overhead: 10,
        }
    }
}

/// A progress report, sent after every completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Score of the best move.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time_ms: u64,
    /// Transposition table use in permille.
    pub hashfull: u32,
    /// The principal variation, starting with the best move.
    pub pv: Vec<Move>,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move (mate or stalemate).
    pub best_move: Option<Move>,
    /// The score of the position (for the move chosen at full strength; at lower levels the
    /// score of the move played).
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: u64,
    /// The expected line, starting with `best_move`.
    pub pv: Vec<Move>,
}

/// How a level plays: search limits and how far from the best move it may stray.
#[derive(Copy, Clone, Debug)]
struct LevelSpec {
    depth: u32,
    nodes: u64,
    /// Moves within this many centipawns of the best are candidates.
    margin: i32,
    /// At most this many candidates.
    candidates: usize,
    /// How strongly the choice favours the best candidates: weight = closeness^power.
    weight_power: u32,
}

const LEVELS: [LevelSpec; 7] = [
    LevelSpec {
        depth: 1,
        nodes: 400,
        margin: 450,
        candidates: 8,
        weight_power: 1,
    },
    LevelSpec {
        depth: 2,
        nodes: 1_200,
        margin: 250,
        candidates: 6,
        weight_power: 1,
    },
    LevelSpec {
        depth: 2,
        nodes: 4_000,
        margin: 200,
        candidates: 5,
        weight_power: 2,
    },
    LevelSpec {
        depth: 4,
        nodes: 10000,
        margin: 140,
        candidates: 4,
        weight_power: 2,
    },
    LevelSpec {
        depth: 5,
        nodes: 10_000,
        margin: 70,
        candidates: 3,
        weight_power: 2,
    },
    LevelSpec {
        depth: 8,
        nodes: 60_000,
        margin: 25,
        candidates: 2,
        weight_power: 2,
    },
    LevelSpec {
        depth: 12,
        nodes: 150_000,
        margin: 12,
        candidates: 2,
        weight_power: 2,
    },
];

/// The engine: transposition table, move-ordering history, level and random seed. Keep one
/// for a whole game (it remembers what it learnt); [`Engine::new_game`] forgets.
pub struct Engine {
    tt: Tt,
    heur: Heuristics,
    level: u8,
    seed: u64,
    rng: Rng,
}

impl Engine {
    /// An engine at full strength with a transposition table of `hash_mb` megabytes
    /// (at least 1).
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: Tt::new(hash_mb),
            heur: Heuristics::new(),
            level: MAX_LEVEL,
            seed: 0,
            rng: Rng(0),
        }
    }

    /// Resizes the transposition table (its contents are lost).
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.tt = Tt::new(hash_mb);
    }

    /// Sets the playing level, 1 (weakest) to 8 (full strength); out-of-range values are
    /// clamped.
    pub fn set_level(&mut self, level: u8) {
        self.level = level.clamp(1, MAX_LEVEL);
    }

    /// The playing level.
    pub fn level(&self) -> u8 {
        self.level
    }

    /// Seeds the random choices of the lower levels. The same seed, level and sequence of
    /// calls give the same moves (with node or depth limits; time limits depend on the machine).
    pub fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.rng = Rng(seed);
    }

    /// Forgets the previous game: clears the transposition table and the move-ordering
    /// history, and restarts the random sequence from the seed.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.heur.clear();
        self.rng = Rng(self.seed);
    }

    /// Searches `pos` and returns the move to play.
    ///
    /// - `history`: [`Position::repetition_key`] of every earlier position of the game, oldest
    ///   first, without `pos` itself (repetitions are draws in the search); may be empty.
    /// - `limits`: what stops the search (see [`Limits`]).
    /// - `clock`: milliseconds from any fixed origin (`performance.now()`, or elapsed time
    ///   natively); only differences are used. It is not called when no time limit is set,
    ///   except for [`Info::time_ms`].
    /// - `stop`: polled about every thousand nodes; `true` ends the search (the best move
    ///   found so far is returned). Depth 1 always completes, so there is always a move.
    /// - `info`: called after every completed iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Fn() -> f64,
        stop: &dyn Fn() -> bool,
        info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let start = clock();
        let budget = time::budget(limits, pos.turn(), pos.fullmoves());
        let spec = LEVELS
            .get(usize::from(self.level.saturating_sub(1)))
            .copied();
        let mut max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        if limits.infinite {
            max_depth = MAX_DEPTH;
            node_limit = u64::MAX;
        }
        if let Some(s) = spec {
            max_depth = max_depth.min(s.depth);
            node_limit = node_limit.min(s.nodes);
        }
        let margin = spec.map(|s| s.margin);

        let mut root_moves: Vec<RootMove> = pos
            .legal_moves()
            .into_iter()
            .map(|mv| RootMove {
                mv,
                score: -INF,
                pv: vec![mv],
            })
            .collect();
        if root_moves.is_empty() {
            let score = if pos.is_check() {
                Score::Mate(0)
            } else {
                Score::Cp(0)
            };
            return SearchResult {
                best_move: None,
                score,
                depth: 0,
                nodes: 0,
                time_ms: 0,
                pv: Vec::new(),
            };
        }
        // Start from the table's move, if there is one.
        if let Some(m) = self.tt.probe(pos.repetition_key()).and_then(|h| h.mv) {
            if let Some(i) = root_moves.iter().position(|rm| rm.mv == m) {
                root_moves[..=i].rotate_right(1);
            }
        }

        self.tt.new_search();
        self.heur.age();
        let hard = if limits.infinite {
            f64::INFINITY
        } else {
            budget.hard
        };
        let mut searcher = Searcher::new(
            &mut self.tt,
            &mut self.heur,
            history,
            clock,
            stop,
            start,
            hard,
            node_limit,
        );

        let mut best = root_moves[0].clone();
        let mut completed_moves = Vec::new();
        let mut completed = 0u32;
        let mut prev_score = 0;
        let mut stable = 0u32;
        let single = root_moves.len() == 1;
        for depth in 1..=max_depth as i32 {
            searcher.seldepth = 0;
            let mut score;
            let mut iteration_best = None;
            if margin.is_some() || depth < 5 {
                let (s, bi) = searcher.root(pos, &mut root_moves, depth, -INF, INF, margin);
                score = s;
                iteration_best = bi.and_then(|i| root_moves.get(i).cloned());
            } else {
                let mut delta = 20;
                let mut alpha = (prev_score - delta).max(-INF);
                let mut beta = (prev_score + delta).min(INF);
                loop {
                    let (s, bi) = searcher.root(pos, &mut root_moves, depth, alpha, beta, None);
                    score = s;
                    if let Some(rm) = bi.and_then(|i| root_moves.get(i)) {
                        iteration_best = Some(rm.clone());
                    }
                    if searcher.stopped {
                        break;
                    }
                    if s <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (s - delta).max(-INF);
                    } else if s >= beta {
                        beta = (s + delta).min(INF);
                    } else {
                        break;
                    }
                    delta += delta;
                    search::sort_root_moves(&mut root_moves);
                }
            }
            if searcher.stopped {
                if margin.is_none() {
                    if let Some(rm) = iteration_best {
                        best = rm;
                    }
                }
                break;
            }
            search::sort_root_moves(&mut root_moves);
            if margin.is_some() {
                // The lower levels choose from the scores of a completed iteration.
                completed_moves.clone_from(&root_moves);
            }
            searcher.can_stop = true;
            completed = depth as u32;
            if root_moves[0].mv == best.mv {
                stable += 1;
            } else {
                stable = 0;
            }
            best = root_moves[0].clone();
            let drop = prev_score - score;
            prev_score = score;
            info(&Info {
                depth: completed,
                seldepth: searcher.seldepth as u32,
                score: Score::from_internal(best.score),
                nodes: searcher.nodes,
                time_ms: searcher.elapsed().max(0.0) as u64,
                hashfull: searcher.tt.hashfull(),
                pv: best.pv.clone(),
            });
            if stop() || searcher.elapsed() >= hard {
                break;
            }
            if limits.infinite {
                continue;
            }
            if searcher.nodes >= node_limit {
                break;
            }
            // A mate found within the full-width depth will not change.
            if score.abs() >= MATE_BOUND && MATE - score.abs() < depth {
                break;
            }
            if let Some(soft) = budget.soft {
                if single {
                    break;
                }
                let mut factor = if stable >= 4 { 0.7 } else { 1.0 };
                if stable == 0 {
                    factor = 1.4;
                }
                if drop > 30 {
                    factor *= 1.5;
                }
                if searcher.elapsed() > soft * factor * 0.55 {
                    break;
                }
            }
        }
        let nodes = searcher.nodes;
        let time_ms = searcher.elapsed().max(0.0) as u64;
        drop(searcher);

        if let Some(spec) = spec {
            best = self.weakened_choice(&completed_moves, &best, spec);
        }
        SearchResult {
            best_move: Some(best.mv),
            score: Score::from_internal(best.score),
            depth: completed,
            nodes,
            time_ms,
            pv: best.pv,
        }
    }

    /// A lower level's choice: one of the moves scored within the level's margin of the
    /// best, the closer to the best the likelier.
    fn weakened_choice(
        &mut self,
        root_moves: &[RootMove],
        best: &RootMove,
        spec: LevelSpec,
    ) -> RootMove {
        let top = best.score;
        if top <= -INF || top.abs() >= MATE_BOUND {
            // Mates are never thrown away, nor does a lost side look for alternatives.
            return best.clone();
        }
        let candidates: Vec<&RootMove> = root_moves
            .iter()
            .filter(|rm| rm.score > -INF && rm.score >= top - spec.margin)
            .take(spec.candidates)
            .collect();
        let weights: Vec<u64> = candidates
            .iter()
            .map(|rm| {
                let closeness = (spec.margin - (top - rm.score)).max(0) as u64 + 10;
                closeness.pow(spec.weight_power)
            })
            .collect();
        let total: u64 = weights.iter().sum();
        if total == 0 {
            return best.clone();
        }
        let mut pick = self.rng.next() % total;
        for (rm, w) in candidates.iter().zip(weights) {
            if pick < w {
                return (*rm).clone();
            }
            pick -= w;
        }
        best.clone()
    }
}

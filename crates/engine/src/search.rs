//! Principal variation search with iterative deepening, aspiration windows, a transposition
//! table, null-move pruning, late move reductions, futility pruning, singular extensions
//! (`singular.rs`) and quiescence search; quiet moves are ordered by butterfly and continuation
//! (one and two plies back) histories, captures by the value of the victim and a capture
//! history; the static evaluation is corrected by what earlier searches of positions with the
//! same pawns found (a correction history).

mod node;
mod ordering;
mod pruning;
mod quiescence;
mod root;
mod singular;

pub(crate) use root::sort_root_moves;

use crate::eval::{evaluate_cached, has_non_pawn_material, PawnCache};
use crate::heuristics::{piece_to, Heuristics};
use crate::see::captured;
use crate::tt::{Bound, Hit, Tt};
use pruning::skip_move;
use rules::{Move, Position};

/// Deepest ply the search reaches (iterations, extensions and quiescence included).
pub(crate) const MAX_PLY: usize = 100;
/// Larger than any score.
pub(crate) const INF: i32 = 32_500;
/// Score of being mated now; mate in `n` plies is `MATE - n`.
pub(crate) const MATE: i32 = 32_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;

/// A root move with its score in the last iteration.
#[derive(Clone, Debug)]
pub(crate) struct RootMove {
    pub mv: Move,
    pub score: i32,
    pub pv: Vec<Move>,
}

#[derive(Copy, Clone)]
struct Frame {
    eval: i32,
    mv: Option<Move>,
    /// [`piece_to`] of `mv`.
    cont: Option<usize>,
    null: bool,
    killers: [Option<Move>; 2],
    /// The move a singular-extension search at this ply leaves out.
    excluded: Option<Move>,
}

/// What a node knows before its moves.
#[derive(Copy, Clone)]
struct Node {
    ply: usize,
    key: u64,
    pv_node: bool,
    cut_node: bool,
    in_check: bool,
    hit: Option<Hit>,
    /// The static evaluation (`-INF` in check); set by `evaluate_node`.
    raw_eval: i32,
    /// `raw_eval` with the correction history's correction; set by `evaluate_node`.
    corrected: i32,
    /// `corrected`, or the table's score where it bounds it; set by `evaluate_node`.
    eval: i32,
    /// The evaluation is better than two plies before; set by `evaluate_node`.
    improving: bool,
    /// The table's move captures; set before the moves are searched.
    tt_capture: bool,
}

/// A move about to be searched, with what its pruning and reduction ask.
#[derive(Copy, Clone)]
struct Candidate {
    m: Move,
    /// Its ordering score.
    order: i32,
    /// Neither a capture nor a promotion.
    quiet: bool,
    is_killer: bool,
    gives_check: bool,
}

/// One search: the tree walk and its bookkeeping.
pub(crate) struct Searcher<'a> {
    pub tt: &'a mut Tt,
    pub heur: &'a mut Heuristics,
    /// Repetition keys of the game before the root, then of the path to the current node.
    keys: Vec<u64>,
    /// Index in `keys` of the first position after the last null move.
    null_floor: usize,
    frames: Vec<Frame>,
    pv: Vec<Vec<Move>>,
    buffers: Vec<Vec<(Move, i32)>>,
    /// Per ply: the quiet moves and captures searched so far (they get a malus at a cut-off).
    tried: Vec<Vec<Move>>,
    pub nodes: u64,
    pub seldepth: usize,
    pub stopped: bool,
    /// Limits may stop the search only once depth 1 is done.
    pub can_stop: bool,
    clock: &'a dyn Fn() -> f64,
    stop: &'a dyn Fn() -> bool,
    start: f64,
    hard_ms: f64,
    node_limit: u64,
}

#[inline]
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Whether a stored score `s` of kind `bound` settles the window (`alpha`, `beta`): exact, or a
/// bound that already lies outside it.
#[inline]
fn settles(bound: Bound, s: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => s >= beta,
        Bound::Upper => s <= alpha,
    }
}

/// The static evaluation of `pos`: the table's when it stored one, `-INF` in check.
#[inline]
fn static_eval(pos: &Position, hit: Option<Hit>, in_check: bool, pawns: &mut PawnCache) -> i32 {
    if in_check {
        return -INF;
    }
    match hit {
        Some(h) if h.eval.abs() < MATE_BOUND => h.eval,
        _ => evaluate_cached(pos, pawns),
    }
}

impl<'a> Searcher<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tt: &'a mut Tt,
        heur: &'a mut Heuristics,
        history: &[u64],
        clock: &'a dyn Fn() -> f64,
        stop: &'a dyn Fn() -> bool,
        start: f64,
        hard_ms: f64,
        node_limit: u64,
    ) -> Searcher<'a> {
        // Only the last 100 positions can matter for repetitions (50-move rule).
        let skip = history.len().saturating_sub(102);
        let mut keys = Vec::with_capacity(MAX_PLY + 110);
        keys.extend_from_slice(history.get(skip..).unwrap_or(&[]));
        Searcher {
            tt,
            heur,
            keys,
            null_floor: 0,
            frames: vec![
                Frame {
                    eval: -INF,
                    mv: None,
                    cont: None,
                    null: false,
                    killers: [None; 2],
                    excluded: None,
                };
                MAX_PLY + 2
            ],
            pv: vec![Vec::new(); MAX_PLY + 2],
            buffers: vec![Vec::new(); MAX_PLY + 2],
            tried: vec![Vec::new(); MAX_PLY + 2],
            nodes: 0,
            seldepth: 0,
            stopped: false,
            can_stop: false,
            clock,
            stop,
            start,
            hard_ms,
            node_limit,
        }
    }

    /// Counts a node at `ply` and clears its line; `true` when the search must stop.
    #[inline]
    fn enter(&mut self, ply: usize) -> bool {
        if let Some(p) = self.pv.get_mut(ply) {
            p.clear();
        }
        self.nodes += 1;
        if self.check_stop() {
            return true;
        }
        self.seldepth = self.seldepth.max(ply);
        false
    }

    /// The score of a node as deep as the search goes: the evaluation, or 0 in check.
    fn at_max_ply(&mut self, pos: &Position, in_check: bool) -> i32 {
        if in_check {
            0
        } else {
            evaluate_cached(pos, &mut self.heur.pawns)
        }
    }

    /// Milliseconds since the search started.
    pub fn elapsed(&self) -> f64 {
        (self.clock)() - self.start
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.can_stop {
            self.stopped = self.nodes >= self.node_limit
                || (self.nodes & 1023 == 0 && (self.elapsed() >= self.hard_ms || (self.stop)()));
        }
        self.stopped
    }

    fn is_repetition(&self, key: u64, halfmoves: u32) -> bool {
        let n = self.keys.len();
        let reach = (halfmoves as usize).min(n.saturating_sub(self.null_floor));
        let mut back = 4;
        while back <= reach {
            if self.keys.get(n - back) == Some(&key) {
                return true;
            }
            back += 2;
        }
        false
    }

    /// Records the move made at `ply` (`None`: a null move).
    #[inline]
    fn set_move(&mut self, ply: usize, pos: &Position, m: Option<Move>) {
        if let Some(f) = self.frames.get_mut(ply) {
            f.mv = m;
            f.null = m.is_none();
            f.cont = m.map(|m| piece_to(pos, m));
        }
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        if let (Some(dst), Some(src)) = (head.get_mut(ply), tail.first()) {
            dst.clear();
            dst.push(m);
            dst.extend_from_slice(src);
        }
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply);
        }
        let mut list = match self.buffers.get_mut(ply) {
            Some(b) => std::mem::take(b),
            None => Vec::new(),
        };
        let mut tried = match self.tried.get_mut(ply) {
            Some(b) => std::mem::take(b),
            None => Vec::new(),
        };
        list.clear();
        tried.clear();
        let score = self.negamax_body(
            pos, depth, alpha, beta, ply, cut_node, &mut list, &mut tried,
        );
        if let Some(b) = self.buffers.get_mut(ply) {
            *b = list;
        }
        if let Some(b) = self.tried.get_mut(ply) {
            *b = tried;
        }
        score
    }

    /// One node: draws and mate distance, the table, pruning before the moves, ProbCut, then
    /// every move (PVS with late move reductions), and what it found into the table.
    #[allow(clippy::too_many_arguments)]
    fn negamax_body(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        cut_node: bool,
        list: &mut Vec<(Move, i32)>,
        tried: &mut Vec<Move>,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        if self.enter(ply) {
            return 0;
        }
        let in_check = pos.is_check();
        let key = pos.repetition_key();
        if ply > 0 {
            if self.is_draw(pos, key, in_check) {
                return 0;
            }
            if ply >= MAX_PLY - 1 {
                return self.at_max_ply(pos, in_check);
            }
            // Mate-distance pruning: no mate from here is shorter than the one at hand.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }

        let mut node = Node {
            ply,
            key,
            pv_node,
            cut_node,
            in_check,
            hit: self.tt.probe(key),
            raw_eval: -INF,
            corrected: -INF,
            eval: -INF,
            improving: false,
            tt_capture: false,
        };
        let tt_move = node.hit.and_then(|h| h.mv);
        // A singular-extension search of this node without one move: no cut-offs before the
        // moves, and its result is not stored.
        let excluded = self.frames.get(ply).and_then(|f| f.excluded);
        if excluded.is_none() {
            if let Some(s) = self.probe_table(pos, &node, depth, alpha, beta) {
                return s;
            }
        }
        self.evaluate_node(pos, &mut node);
        if excluded.is_none() {
            if let Some(s) = self.prune_before_moves(pos, &node, depth, alpha, beta) {
                return s;
            }
            // Internal iterative reduction: no move from the table, so search less deeply.
            if tt_move.is_none() && depth >= 4 && (pv_node || cut_node) {
                depth -= 1;
            }
        }

        pos.for_each_legal_move(|m| {
            list.push((m, 0));
            true
        });
        if list.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        self.score_moves(pos, list, tt_move, ply);

        let mut singular = 0;
        if excluded.is_none() {
            if let Some(s) = self.probcut(pos, &node, depth, beta, list) {
                return s;
            }
            match self.singular(pos, &node, depth, beta) {
                Ok(e) => singular = e,
                Err(s) => return s,
            }
        }

        // Asked only by the nodes that reach their moves (the reductions read it).
        node.tt_capture = tt_move.is_some_and(|m| captured(pos, m).is_some());
        let us = pos.turn();
        let killers = self.frames.get(ply).map_or([None; 2], |f| f.killers);
        let non_pawn = has_non_pawn_material(pos.board(), us);
        let check_info = pos.check_info();
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut quiets_searched = 0i32;
        for i in 0..list.len() {
            let Some((m, order)) = Self::pick(list, i) else {
                break;
            };
            if Some(m) == excluded {
                continue;
            }
            let is_capture = captured(pos, m).is_some();
            let quiet = !is_capture && m.promotion().is_none();
            let is_killer = killers.contains(&Some(m));

            let prunable = ply > 0 && best > -MATE_BOUND && non_pawn && !in_check;
            // Asked without playing the move: most pruned moves are never played.
            let gives_check = pos.gives_check_with(m, &check_info);
            let cand = Candidate {
                m,
                order,
                quiet,
                is_killer,
                gives_check,
            };
            if prunable && skip_move(pos, &node, &cand, depth, alpha, quiets_searched) {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let extension = if Some(m) == tt_move && singular != 0 {
                singular
            } else {
                i32::from(gives_check && ply < 2 * MAX_PLY / 3)
            };
            let new_depth = depth - 1 + extension;
            self.set_move(ply, pos, Some(m));
            self.keys.push(key);
            let score = if searched == 0 {
                -self.negamax(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    !pv_node && !cut_node,
                )
            } else {
                let r = self.reduction(&node, &cand, depth, new_depth, searched);
                let mut s = -self.negamax(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, !cut_node);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, false);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                return 0;
            }
            searched += 1;
            if quiet {
                quiets_searched += 1;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        self.reward_cutoff(pos, m, quiet, depth, ply, tried);
                        break;
                    }
                    alpha = score;
                }
            }
            if quiet || is_capture {
                tried.push(m);
            }
        }
        if searched == 0 {
            // Everything was pruned: the static score is as good a guess as any.
            return if in_check {
                -MATE + ply as i32
            } else {
                alpha.min(node.eval)
            };
        }
        if excluded.is_none() {
            let bound = node::result_bound(best, orig_alpha, beta);
            self.correct(pos, &node, best, best_move, bound, depth);
            self.store_result(&node, best, best_move, bound, depth);
        }
        best
    }
}

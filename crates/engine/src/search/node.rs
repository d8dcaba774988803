//! A node's steps around its moves: draws, the table's cut-off, the static evaluation, and
//! the table's new entry.

use super::{score_from_tt, score_to_tt, settles, static_eval, Node, Searcher, INF, MATE_BOUND};
use crate::see::captured;
use crate::tt::Bound;
use rules::{Move, Position};

impl Searcher<'_> {
    /// Whether `pos` is drawn by repetition or by the 50-move rule.
    pub(super) fn is_draw(&self, pos: &Position, key: u64, in_check: bool) -> bool {
        if self.is_repetition(key, pos.halfmoves()) {
            return true;
        }
        pos.halfmoves() >= 100 && (!in_check || pos.has_legal_moves())
    }

    /// The table's score when its entry settles the window (outside PV nodes); a quiet move
    /// that cuts off is rewarded.
    pub(super) fn probe_table(
        &mut self,
        pos: &Position,
        node: &Node,
        depth: i32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let ply = node.ply;
        let tt_move = node.hit.and_then(|h| h.mv);
        if let Some(h) = node.hit {
            let s = score_from_tt(h.score, ply);
            if !node.pv_node
                && h.depth >= depth
                && pos.halfmoves() < 90
                && settles(h.bound, s, alpha, beta)
            {
                if s >= beta {
                    if let Some(m) = tt_move.filter(|&m| captured(pos, m).is_none()) {
                        self.reward_quiet(pos, m, depth, ply);
                    }
                }
                return Some(s);
            }
        }
        None
    }

    /// Sets the node's evaluations and `improving`, records its evaluation and clears the
    /// killers of the ply below.
    pub(super) fn evaluate_node(&mut self, pos: &Position, node: &mut Node) {
        let (ply, in_check, hit) = (node.ply, node.in_check, node.hit);
        let raw_eval = static_eval(pos, hit, in_check, &mut self.heur.pawns);
        let corrected = self.corrected(pos, raw_eval, in_check);
        let mut eval = corrected;
        if let Some(h) = hit.filter(|_| !in_check) {
            let s = score_from_tt(h.score, ply);
            // A stored score better than the evaluation in the bound's direction replaces it.
            if s.abs() < MATE_BOUND && settles(h.bound, s, eval - 1, eval + 1) {
                eval = s;
            }
        }
        if let Some(f) = self.frames.get_mut(ply) {
            f.eval = corrected;
        }
        if let Some(f) = self.frames.get_mut(ply + 1) {
            f.killers = [None; 2];
        }
        let improving = !in_check
            && ply >= 2
            && self
                .frames
                .get(ply - 2)
                .is_some_and(|f| f.eval == -INF || corrected > f.eval);
        node.raw_eval = raw_eval;
        node.corrected = corrected;
        node.eval = eval;
        node.improving = improving;
    }

    /// `raw_eval` of `pos` with the correction history's correction (unchanged in check).
    #[inline]
    pub(super) fn corrected(&self, pos: &Position, raw_eval: i32, in_check: bool) -> i32 {
        if in_check {
            return raw_eval;
        }
        let bound = MATE_BOUND - 1;
        (raw_eval + self.heur.correction(pos)).clamp(-bound, bound)
    }

    /// Moves the correction history of `pos` towards what its search found, `best` with
    /// `bound`: only when the score says more than the evaluation (a lower bound above it, an
    /// upper bound below it, or exact) and the best move is quiet.
    pub(super) fn correct(
        &mut self,
        pos: &Position,
        node: &Node,
        best: i32,
        best_move: Option<Move>,
        bound: Bound,
        depth: i32,
    ) {
        if node.in_check
            || best.abs() >= MATE_BOUND
            || best_move.is_some_and(|m| captured(pos, m).is_some() || m.promotion().is_some())
            || (bound == Bound::Lower && best <= node.corrected)
            || (bound == Bound::Upper && best >= node.corrected)
        {
            return;
        }
        self.heur
            .update_correction(pos, best - node.raw_eval, depth);
    }

    /// Stores the node's result, `best` with `bound`, in the table.
    pub(super) fn store_result(
        &mut self,
        node: &Node,
        best: i32,
        best_move: Option<Move>,
        bound: Bound,
        depth: i32,
    ) {
        self.tt.store(
            node.key,
            best_move,
            score_to_tt(best, node.ply),
            node.raw_eval,
            depth,
            bound,
        );
    }
}

/// What a search's result `best` says against the window (`alpha`, `beta`) it was searched
/// with: at least `best` when it reached beta, at most when it stayed at or below alpha.
pub(super) fn result_bound(best: i32, alpha: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

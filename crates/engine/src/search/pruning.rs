//! Pruning and reductions: reverse futility, razoring and the null move before the moves,
//! ProbCut, the per-move pruning, and the late move reduction.

use super::{score_from_tt, score_to_tt, Candidate, Node, Searcher, MATE_BOUND};
use crate::eval::has_non_pawn_material;
use crate::see::see;
use crate::tt::Bound;
use rules::{Move, Position};

impl Searcher<'_> {
    /// Reverse futility pruning, razoring and the null move; `Some(score)` ends the node.
    pub(super) fn prune_before_moves(
        &mut self,
        pos: &Position,
        node: &Node,
        depth: i32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let (ply, eval) = (node.ply, node.eval);
        let parent_null = ply
            .checked_sub(1)
            .and_then(|p| self.frames.get(p))
            .is_some_and(|f| f.null);

        if !node.pv_node && !node.in_check && ply > 0 {
            // Reverse futility pruning: far above beta with little depth left.
            if depth <= 8
                && eval.abs() < MATE_BOUND
                && eval - 75 * depth + if node.improving { 40 } else { 0 } >= beta
            {
                return Some(eval);
            }
            // Razoring: far below alpha, check that captures cannot save it.
            if depth <= 3 && eval + 220 + 160 * depth <= alpha {
                let s = self.qsearch(pos, alpha, alpha + 1, ply);
                if s <= alpha {
                    return Some(s);
                }
            }
            // Null move.
            if depth >= 3
                && eval >= beta
                && !parent_null
                && beta.abs() < MATE_BOUND
                && has_non_pawn_material(pos.board(), pos.turn())
            {
                return self.null_move(pos, node, depth, beta);
            }
        }
        None
    }

    /// The null-move search, reduced by depth and by how far the evaluation beats `beta`;
    /// `Some(score)` when passing still fails high.
    fn null_move(&mut self, pos: &Position, node: &Node, depth: i32, beta: i32) -> Option<i32> {
        let (ply, eval) = (node.ply, node.eval);
        let r = 3 + depth / 3 + ((eval - beta) / 200).min(3);
        let mut child = pos.clone();
        if child.play_null() {
            self.set_move(ply, pos, None);
            self.keys.push(node.key);
            let floor = self.null_floor;
            self.null_floor = self.keys.len();
            let s = -self.negamax(
                &child,
                depth - 1 - r,
                -beta,
                -beta + 1,
                ply + 1,
                !node.cut_node,
            );
            self.null_floor = floor;
            self.keys.pop();
            if let Some(f) = self.frames.get_mut(ply) {
                f.null = false;
            }
            if self.stopped {
                return Some(0);
            }
            if s >= beta {
                return Some(if s >= MATE_BOUND { beta } else { s });
            }
        }
        None
    }

    /// ProbCut; `Some(score)` ends the node.
    pub(super) fn probcut(
        &mut self,
        pos: &Position,
        node: &Node,
        depth: i32,
        beta: i32,
        list: &[(Move, i32)],
    ) -> Option<i32> {
        let ply = node.ply;
        // ProbCut: a good capture that beats beta by a margin in a reduced search almost
        // certainly cuts at full depth too.
        if !node.pv_node && !node.in_check && ply > 0 && depth >= 5 && beta.abs() < MATE_BOUND {
            let rbeta = beta + 180;
            let table_says_no = node.hit.is_some_and(|h| {
                h.depth >= depth - 3
                    && h.bound != Bound::Lower
                    && score_from_tt(h.score, ply) < rbeta
            });
            if !table_says_no {
                for i in 0..list.len() {
                    let Some(&(m, order)) = list.get(i) else {
                        break;
                    };
                    if order < 2_000_000 || see(pos, m) < rbeta - node.eval {
                        continue;
                    }
                    let mut child = pos.clone();
                    child.play_unchecked(m);
                    self.set_move(ply, pos, Some(m));
                    self.keys.push(node.key);
                    let mut s = -self.qsearch(&child, -rbeta, -rbeta + 1, ply + 1);
                    if s >= rbeta {
                        s = -self.negamax(
                            &child,
                            depth - 4,
                            -rbeta,
                            -rbeta + 1,
                            ply + 1,
                            !node.cut_node,
                        );
                    }
                    self.keys.pop();
                    if self.stopped {
                        return Some(0);
                    }
                    if s >= rbeta {
                        self.tt.store(
                            node.key,
                            Some(m),
                            score_to_tt(s, ply),
                            node.raw_eval,
                            depth - 3,
                            Bound::Lower,
                        );
                        return Some(s);
                    }
                }
            }
        }
        None
    }

    /// The late move reduction of a move searched after the first (0: none).
    pub(super) fn reduction(
        &self,
        node: &Node,
        cand: &Candidate,
        depth: i32,
        new_depth: i32,
        searched: usize,
    ) -> i32 {
        let (quiet, order) = (cand.quiet, cand.order);
        let mut r = 0;
        if depth >= 3 && searched > 2 * usize::from(node.pv_node) && (quiet || order < 0) {
            r = self.heur.lmr(depth, searched);
            if node.pv_node {
                r -= 1;
            }
            if !node.improving {
                r += 1;
            }
            if node.cut_node {
                r += 1;
            }
            if cand.is_killer || order >= 1_300_000 {
                r -= 1;
            }
            if cand.gives_check {
                r -= 1;
            }
            // The table's move is a capture: the quiet moves after it rarely matter.
            if quiet && node.tt_capture {
                r += 1;
            }
            if quiet {
                r -= (order / 8000).clamp(-2, 2);
            }
            r = r.clamp(0, (new_depth - 1).max(0));
        }
        r
    }
}

/// Whether a move of a prunable node is pruned unsearched: late move, history, futility and
/// exchange (SEE) pruning at low depth.
pub(super) fn skip_move(
    pos: &Position,
    node: &Node,
    cand: &Candidate,
    depth: i32,
    alpha: i32,
    quiets_searched: i32,
) -> bool {
    if depth > 8 {
        return false;
    }
    let (m, order, quiet, is_killer) = (cand.m, cand.order, cand.quiet, cand.is_killer);
    let gives_check = cand.gives_check;
    let lmp_limit = (3 + depth * depth) / if node.improving { 1 } else { 2 };
    if quiet && !gives_check {
        // Late move pruning: enough quiet moves tried at low depth.
        if !is_killer && depth <= 7 && quiets_searched >= lmp_limit {
            return true;
        }
        // History and futility pruning.
        if !is_killer && depth <= 3 && order < -4000 * depth {
            return true;
        }
        if node.eval + 90 + 85 * depth <= alpha {
            return true;
        }
    }
    // Moves that lose material by exchange; checks get more rope.
    if depth <= 6 && (quiet || order < 0 || gives_check) {
        let threshold = if gives_check {
            -160 * depth
        } else if quiet {
            -50 * depth
        } else {
            -100 * depth
        };
        if see(pos, m) < threshold {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::{Candidate, Node, Searcher};
    use crate::heuristics::Heuristics;
    use crate::tt::Tt;
    use rules::Position;

    /// A late quiet move is reduced one ply more when the table's move at the node captures.
    #[test]
    fn quiet_moves_are_reduced_more_after_a_capturing_table_move() {
        let mut tt = Tt::new(1);
        let mut heur = Heuristics::new();
        let clock = || 0.0;
        let stop = || false;
        let searcher = Searcher::new(&mut tt, &mut heur, &[], &clock, &stop, 0.0, 1e9, u64::MAX);
        let pos = Position::classical();
        let m = pos.legal_moves().into_iter().next().expect("a legal move");
        let node = |tt_capture| Node {
            ply: 3,
            key: 1,
            pv_node: false,
            cut_node: false,
            in_check: false,
            hit: None,
            raw_eval: 0,
            corrected: 0,
            eval: 0,
            improving: true,
            tt_capture,
        };
        let cand = |quiet| Candidate {
            m,
            order: 0,
            quiet,
            is_killer: false,
            gives_check: false,
        };
        let (depth, searched) = (10, 12);
        let plain = searcher.reduction(&node(false), &cand(true), depth, depth - 1, searched);
        let after_capture =
            searcher.reduction(&node(true), &cand(true), depth, depth - 1, searched);
        assert!(plain > 0);
        assert_eq!(after_capture, plain + 1);
        // A losing capture (negative order) is not a quiet move: no extra reduction.
        let capture = Candidate {
            order: -1_000_000,
            ..cand(false)
        };
        assert_eq!(
            searcher.reduction(&node(true), &capture, depth, depth - 1, searched),
            searcher.reduction(&node(false), &capture, depth, depth - 1, searched)
        );
    }
}

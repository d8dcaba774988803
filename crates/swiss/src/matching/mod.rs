//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual
//! variables, O(n³), in the classic primal-dual form (as described by Galil, "Efficient
//! algorithms for finding maximum matching in graphs", 1986).
//!
//! Weights are [`Wide`] integers; with integer weights every dual variable stays an integer
//! (all weights are doubled in the slack), so the result is exact.
//!
//! The algorithm's blossom bookkeeping is shared state that every step reads and writes; it is
//! one [`State`] whose methods are spread over files by what they do:
//!
//! * `state`: the state itself, its setup, an edge's slack and a blossom's leaves;
//! * `blossom`: labelling, making, expanding and augmenting through blossoms;
//! * `solve`: the stages of the primal-dual loop with their dual updates.

mod blossom;
mod solve;
mod state;

#[cfg(test)]
mod tests;

use crate::wide::Wide;
use state::State;

const NONE: usize = usize::MAX;

/// An undirected edge with its weight.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Edge<const L: usize> {
    /// One end.
    pub(crate) a: usize,
    /// The other end.
    pub(crate) b: usize,
    /// The weight; edges of weight zero or less are never worth taking.
    pub(crate) weight: Wide<L>,
}

/// Computes a maximum-weight matching of `vertices` vertices; returns each vertex's mate.
pub(crate) fn max_weight_matching<const L: usize>(
    vertices: usize,
    edges: &[Edge<L>],
) -> Vec<Option<usize>> {
    let edges: Vec<Edge<L>> = edges
        .iter()
        .copied()
        .filter(|e| e.a != e.b && e.a < vertices && e.b < vertices && e.weight > Wide::ZERO)
        .collect();
    if vertices == 0 || edges.is_empty() {
        return vec![None; vertices];
    }
    let mut state = State::new(vertices, edges);
    state.solve();
    let mut out = vec![None; vertices];
    for (v, slot) in out.iter_mut().enumerate() {
        let p = state.mate[v];
        if p != NONE {
            *slot = Some(state.endpoint[p]);
        }
    }
    out
}

//! The matching's working state: the graph, the current matching, the labels, the blossoms
//! and the dual variables; its setup, an edge's slack and a blossom's leaves.

use super::{Edge, NONE};
use crate::wide::Wide;

pub(super) struct State<const L: usize> {
    pub(super) n: usize,
    pub(super) edges: Vec<Edge<L>>,
    pub(super) endpoint: Vec<usize>,
    pub(super) neighbend: Vec<Vec<usize>>,
    pub(super) mate: Vec<usize>,
    pub(super) label: Vec<u8>,
    pub(super) labelend: Vec<usize>,
    pub(super) inblossom: Vec<usize>,
    pub(super) blossomparent: Vec<usize>,
    pub(super) blossomchilds: Vec<Vec<usize>>,
    pub(super) blossombase: Vec<usize>,
    pub(super) blossomendps: Vec<Vec<usize>>,
    pub(super) bestedge: Vec<usize>,
    pub(super) blossombestedges: Vec<Option<Vec<usize>>>,
    pub(super) unusedblossoms: Vec<usize>,
    pub(super) dualvar: Vec<Wide<L>>,
    pub(super) allowedge: Vec<bool>,
    pub(super) queue: Vec<usize>,
}

impl<const L: usize> State<L> {
    pub(super) fn new(n: usize, edges: Vec<Edge<L>>) -> State<L> {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        let mut maxweight = Wide::ZERO;
        for (k, e) in edges.iter().enumerate() {
            endpoint.push(e.a);
            endpoint.push(e.b);
            neighbend[e.a].push(2 * k + 1);
            neighbend[e.b].push(2 * k);
            if e.weight > maxweight {
                maxweight = e.weight;
            }
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(Wide::ZERO, n));
        let nedges = edges.len();
        State {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar,
            allowedge: vec![false; nedges],
            queue: Vec::new(),
        }
    }

    pub(super) fn slack(&self, k: usize) -> Wide<L> {
        let e = &self.edges[k];
        self.dualvar[e.a] + self.dualvar[e.b] - e.weight.double()
    }

    pub(super) fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.blossomchilds[t].iter().rev().copied());
            }
        }
        out
    }
}

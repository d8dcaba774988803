//! Tests of the matching: agreement with an exhaustive search on random graphs.

use super::*;

type Wide = crate::wide::Wide<2>;

/// The best total weight by trying every matching.
fn brute(n: usize, w: &[Vec<u64>], used: &mut Vec<bool>, from: usize) -> u64 {
    let Some(v) = (from..n).find(|&v| !used[v]) else {
        return 0;
    };
    used[v] = true;
    let mut best = brute(n, w, used, v + 1);
    for u in v + 1..n {
        if !used[u] && w[v][u] > 0 {
            used[u] = true;
            best = best.max(w[v][u] + brute(n, w, used, v + 1));
            used[u] = false;
        }
    }
    used[v] = false;
    best
}

#[test]
#[allow(clippy::needless_range_loop)]
fn agrees_with_exhaustive_search_on_random_graphs() {
    let mut seed = 12345u64;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..400 {
        let n = 2 + (round % 9);
        let mut w = vec![vec![0u64; n]; n];
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if rand() % 3 != 0 {
                    let weight = rand() % 20 + 1;
                    w[a][b] = weight;
                    w[b][a] = weight;
                    edges.push(Edge {
                        a,
                        b,
                        weight: Wide::from_u64(weight),
                    });
                }
            }
        }
        let mate = max_weight_matching(n, &edges);
        let mut total = 0;
        for (v, m) in mate.iter().enumerate() {
            if let Some(u) = *m {
                assert_eq!(mate[u], Some(v), "matching is symmetric");
                assert!(w[v][u] > 0, "only real edges");
                if v < u {
                    total += w[v][u];
                }
            }
        }
        let expected = brute(n, &w, &mut vec![false; n], 0);
        assert_eq!(total, expected, "graph {round} of {n} vertices");
    }
}

//! How fast the computer thinks: `choose_move` on the book's 3 rows and on the
//! full 14, and `nim_sum` over a million rows (`nim analyze -` sizes).

use criterion::{BenchmarkId, Criterion, black_box, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;

use nim::game::theory::strategy::{Rules, choose_move, nim_sum, winning_moves};

fn choose(c: &mut Criterion) {
    let mut group = c.benchmark_group("choose_move");
    let three = vec![3, 4, 5];
    let fourteen: Vec<u32> = (0..14).map(|i| (i * 37 + 11) % 63 + 1).collect();
    for (name, rows) in [("3 rows", &three), ("14 rows", &fourteen)] {
        for rules in [Rules::Normal, Rules::Misere] {
            let id = BenchmarkId::new(format!("{rules:?}"), name);
            let mut rng = StdRng::seed_from_u64(1);
            group.bench_with_input(id, rows, |b, rows| {
                b.iter(|| choose_move(black_box(rows), rules, &mut rng))
            });
        }
    }
    group.finish();
}

fn million(c: &mut Criterion) {
    let rows: Vec<u32> = (0..1_000_000u32)
        .map(|i| i.wrapping_mul(2_654_435_761) % 64)
        .collect();
    c.bench_function("nim_sum/1M rows", |b| b.iter(|| nim_sum(black_box(&rows))));
    c.bench_function("winning_moves/1M rows", |b| {
        b.iter(|| winning_moves(black_box(&rows), Rules::Normal).len())
    });
}

criterion_group!(benches, choose, million);
criterion_main!(benches);

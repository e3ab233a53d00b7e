//! How fast Grundy sequences come: 0.16 to 100000 (no period: the
//! rare-and-common method against a quadratic scan), Kayles to a million
//! (the period proven after 256 heaps answers the rest), Grundy's game to
//! 10^5 and 10^6 with no work limit, 0.376 to 100000, and a subtraction
//! set to a million. Grundy's game to 10^7 (40 s a run) and the
//! comparison with ogsolve are in `examples/grundy_speed.rs`.

use criterion::{Criterion, black_box, criterion_group, criterion_main};

use nim::game::theory::grundy::{Limits, Sequence};
use nim::game::theory::rule::Rule;

fn sequences(c: &mut Criterion) {
    let mut group = c.benchmark_group("grundy");
    group.sample_size(10);
    for (rule, upto) in [
        ("0.16", 100_000),
        ("kayles", 1_000_000),
        ("grundy", 20_000),
        ("grundy", 100_000),
        ("grundy", 1_000_000),
        ("0.376", 100_000),
        ("sub:2,5,7", 1_000_000),
    ] {
        let parsed = Rule::parse(rule).unwrap();
        let limits = Limits {
            heaps: upto,
            work: u64::MAX,
        };
        group.bench_function(format!("{rule} to {upto}"), |b| {
            b.iter(|| {
                let sequence = Sequence::within(black_box(&parsed), upto, limits).unwrap();
                sequence.value(upto)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, sequences);
criterion_main!(benches);

#include "componentcolors.h"


namespace headroom {

namespace {

// Tableau-20-like hues, ordered so that neighbours in the stack differ clearly.
constexpr QRgb kVram[] = {
    0x4e79a7, // weights
    0xf28e2b, // gradients
    0xe15759, // optimizer
    0x76b7b2, // master_weights
    0x59a14f, // ema
    0xedc948, // activations
    0xb07aa1, // logits
    0xff9da7, // batch
    0x9c755f, // quant_buffers
    0x86bcb6, // comm_buffers
    0xbab0ac, // allocator_reserve
    0x8cd17d, // cuda_context
    0xd4a6c8, // components added later take these, then generated hues
    0x499894,
};

constexpr QRgb kHost[] = {
    0xbab0ac, // os
    0x4e79a7, // runtime
    0xf28e2b, // workers
    0xedc948, // prefetch
    0xb07aa1, // pinned
    0xe15759, // cache
    0x76b7b2, // model_load
    0x59a14f, // offload
    0xff9da7, // shm
};

// Components the core adds after this table get a stable generated hue, never black.
template <size_t N> QColor pick(const QRgb (&table)[N], size_t i)
{
    return i < N ? QColor::fromRgb(table[i]) : QColor::fromHsv(static_cast<int>((i * 67) % 360), 110, 210);
}

} // namespace

QColor ComponentColors::color(VramComponent c)
{
    return pick(kVram, static_cast<size_t>(c));
}

QColor ComponentColors::color(HostComponent c)
{
    return pick(kHost, static_cast<size_t>(c));
}

QColor ComponentColors::verdictBackground(Verdict v)
{
    switch (v) {
    case Verdict::Fits: return QColor(0x2e7d32);
    case Verdict::Tight: return QColor(0xf9a825);
    case Verdict::Oom: return QColor(0xc62828);
    }
    return QColor(0x757575);
}

QColor ComponentColors::verdictText(Verdict v)
{
    return v == Verdict::Tight ? QColor(0x212121) : QColor(0xffffff);
}

} // namespace headroom

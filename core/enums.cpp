#include "enums.h"

#include "text.h"

#include <initializer_list>

namespace headroom {

namespace {

template <typename E> struct Names;

#define HEADROOM_NAMES(E, ...)                                                                   \
    template <> struct Names<E> {                                                                \
        static const std::initializer_list<std::string_view> &list()                             \
        {                                                                                        \
            static const std::initializer_list<std::string_view> names = {__VA_ARGS__};          \
            return names;                                                                        \
        }                                                                                        \
    };

HEADROOM_NAMES(ModelKind, "decoder", "encoder", "encoder-decoder", "vision-language", "vit", "cnn",
               "detection", "segmentation", "point-cloud", "diffusion-unet", "tts", "generic")
HEADROOM_NAMES(Precision, "fp32", "fp16-mixed", "bf16-mixed", "fp16-true", "bf16-true", "fp8")
HEADROOM_NAMES(Optimizer, "adamw", "adam", "sgd", "sgd-momentum", "adafactor", "adamw-8bit",
               "adamw-4bit", "paged-adamw", "paged-adamw-8bit", "lion", "lamb", "rmsprop",
               "rmsprop-momentum", "adagrad", "lion-8bit", "prodigy", "dadapt-adam", "came", "muon")
HEADROOM_NAMES(Checkpointing, "false", "true", "selective")
HEADROOM_NAMES(Finetune, "full", "lora", "qlora", "frozen")
HEADROOM_NAMES(Objective, "sft", "dpo", "kto", "orpo", "simpo", "prior-preservation", "mlm")
HEADROOM_NAMES(Attention, "eager", "sdpa", "flash")
HEADROOM_NAMES(CacheMode, "off", "lru", "all")
HEADROOM_NAMES(CacheScope, "per_worker", "shared", "per_process")
HEADROOM_NAMES(Strategy, "single", "ddp", "fsdp", "zero1", "zero2", "zero3")
HEADROOM_NAMES(Offload, "none", "optimizer", "params")
HEADROOM_NAMES(Verdict, "fits", "tight", "oom")

#undef HEADROOM_NAMES

template <typename E> std::string_view nameOf(E v)
{
    return *(Names<E>::list().begin() + static_cast<int>(v));
}

} // namespace

template <typename E> const std::initializer_list<std::string_view> &enumNames()
{
    return Names<E>::list();
}

template <typename E> std::optional<E> parseEnum(std::string_view text)
{
    const std::string key = normalizeToken(text);
    int i = 0;
    for (std::string_view name : Names<E>::list()) {
        if (normalizeToken(name) == key)
            return static_cast<E>(i);
        ++i;
    }
    return std::nullopt;
}

#define HEADROOM_INSTANTIATE(E)                                                                  \
    std::string_view toString(E v) { return nameOf(v); }                                         \
    template std::optional<E> parseEnum<E>(std::string_view);                                    \
    template const std::initializer_list<std::string_view> &enumNames<E>();

HEADROOM_INSTANTIATE(ModelKind)
HEADROOM_INSTANTIATE(Precision)
HEADROOM_INSTANTIATE(Optimizer)
HEADROOM_INSTANTIATE(Checkpointing)
HEADROOM_INSTANTIATE(Finetune)
HEADROOM_INSTANTIATE(Objective)
HEADROOM_INSTANTIATE(Attention)
HEADROOM_INSTANTIATE(CacheMode)
HEADROOM_INSTANTIATE(CacheScope)
HEADROOM_INSTANTIATE(Strategy)
HEADROOM_INSTANTIATE(Offload)
HEADROOM_INSTANTIATE(Verdict)

#undef HEADROOM_INSTANTIATE

bool isMixed(Precision p) { return p == Precision::Fp16Mixed || p == Precision::Bf16Mixed || p == Precision::Fp8; }
bool isTextTransformer(ModelKind k)
{
    return k == ModelKind::Decoder || k == ModelKind::Encoder || k == ModelKind::EncoderDecoder ||
           k == ModelKind::VisionLanguage;
}
bool isHalfTrue(Precision p) { return p == Precision::Fp16True || p == Precision::Bf16True; }

bool isZero(Strategy s) { return s == Strategy::Zero1 || s == Strategy::Zero2 || s == Strategy::Zero3; }
bool isQuantizedFinetune(Finetune f) { return f == Finetune::Qlora; }
bool cacheSkipsModelForward(ModelKind k) { return k != ModelKind::DiffusionUnet; }

} // namespace headroom

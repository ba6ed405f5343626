#pragma once
// The closed vocabularies of the canonical fields (docs/fields.md), with their spellings.

#include <optional>
#include <string>
#include <string_view>

namespace headroom {

enum class ModelKind { Decoder, Encoder, EncoderDecoder, VisionLanguage, Vit, Cnn, Detection,
                       Segmentation, PointCloud, DiffusionUnet, Tts, Generic };
enum class Precision { Fp32, Fp16Mixed, Bf16Mixed, Fp16True, Bf16True, Fp8 };
enum class Optimizer { AdamW, Adam, Sgd, SgdMomentum, Adafactor, AdamW8bit, AdamW4bit,
                       PagedAdamW, PagedAdamW8bit, Lion, Lamb, Rmsprop, RmspropMomentum, Adagrad, Lion8bit,
                       Prodigy, DAdaptAdam, Came, Muon };
enum class Checkpointing { None, Full, Selective };
enum class Finetune { Full, Lora, Qlora, Frozen };
// What the loss trains for: plain next-token / supervised loss, or a preference objective whose
// examples are chosen/rejected pairs (dpo, orpo, simpo) or that holds a reference model (dpo, kto);
// DreamBooth's prior preservation runs each instance image with a class image (twice the rows).
// Mlm: a masked language model's head scores every position over the vocabulary (BERT-style
// pretraining, run_mlm.py), where an encoder otherwise ends in a small task head.
enum class Objective { Sft, Dpo, Kto, Orpo, Simpo, PriorPreservation, Mlm };
enum class Attention { Eager, Sdpa, Flash };
enum class CacheMode { Off, Lru, All };
enum class CacheScope { PerWorker, Shared, PerProcess };
enum class Strategy { Single, Ddp, Fsdp, Zero1, Zero2, Zero3 };
enum class Offload { None, Optimizer, Params };
enum class Verdict { Fits, Tight, Oom };

// Canonical spelling of each value (the one --set, JSON and files use).
std::string_view toString(ModelKind v);
std::string_view toString(Precision v);
std::string_view toString(Optimizer v);
std::string_view toString(Checkpointing v);
std::string_view toString(Finetune v);
std::string_view toString(Objective v);
std::string_view toString(Attention v);
std::string_view toString(CacheMode v);
std::string_view toString(CacheScope v);
std::string_view toString(Strategy v);
std::string_view toString(Offload v);
std::string_view toString(Verdict v);

// Parse a canonical spelling (case-insensitive; '_' and '-' are the same).
template <typename E> std::optional<E> parseEnum(std::string_view text);

// The canonical spellings of an enum, in declaration order, for messages and menus.
template <typename E> const std::initializer_list<std::string_view> &enumNames();

bool isMixed(Precision p);
// A model that reads token sequences (decoder, encoder, encoder-decoder, a VLM's language model):
// sequence length applies, and transformers pads its batches.
bool isTextTransformer(ModelKind k);
bool isHalfTrue(Precision p);
// DeepSpeed ZeRO (stages 1–3; Megatron's distributed optimizer is read as ZeRO-1).
bool isZero(Strategy s);
bool isQuantizedFinetune(Finetune f);
// What run.cached_features leaves out for a model of this kind: the trained network's own
// forward (a frozen backbone's features feed a head), or only the frozen encoders beside it (a
// diffusion UNet trains on cached VAE latents and text-encoder outputs, and runs every step).
bool cacheSkipsModelForward(ModelKind k);

} // namespace headroom

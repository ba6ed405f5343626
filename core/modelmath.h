#pragma once
// Counting that follows from a transformer's shape: LoRA adapters, the linear layers that
// quantization touches.

#include "catalog.h"

#include <string>
#include <vector>

namespace headroom {

// Which projections of a block carry LoRA adapters (a bit set).
enum LoraTarget : unsigned {
    kLoraQ = 1, kLoraK = 2, kLoraV = 4, kLoraO = 8, kLoraGate = 16, kLoraUp = 32, kLoraDown = 64,
    kLoraHead = 128, kLoraAllLinear = 127
};

// Reads module names as frameworks spell them (q_proj, query, c_attn, Wqkv, w1, fc2, all-linear…).
// Names it does not know go to `unknown`; a PEFT regex counts the module names among its words.
// An empty list, or one with no name it knows, means PEFT's and litgpt's default: q and v.
unsigned parseLoraTargets(const std::vector<std::string> &names, std::vector<std::string> *unknown = nullptr);

// Whether the adapted q / k / v projections are one fused Linear (GPT-2's c_attn, MPT's Wqkv,
// query_key_value, litgpt's attn — named query / key / value on a decoder): one LoRA module,
// so one lora_dropout copy of the input instead of one per projection.
bool loraFusedQkv(const std::vector<std::string> &names, bool decoder);

// Whether the LoRA targets are spelled as litgpt's flags (lora_query, lora_key, lora_value,
// lora_projection) on a decoder: HF decoders call theirs q_proj / k_proj / v_proj / o_proj, and
// only encoders (BERT, ViT) spell query / key / value. Tells litgpt's training loop and its
// Lightning precision plugin apart from PEFT's.
bool loraTargetsLitgpt(const std::vector<std::string> &names, bool decoder);

// Whether the LoRA targets name torchtune's own attention output module, `output_proj`
// (lora_attn_modules): transformers calls it o_proj / dense / out_proj, litgpt projection.
// torchtune's QLoRA quantizes with torchao's NF4, whose linear keeps no input for backward.
bool loraTargetsTorchtune(const std::vector<std::string> &names);

// Whether QLoRA's 4-bit constants are double-quantized when no config says (run.double_quant):
// litgpt's QLoRA configs run `bnb.nf4`, which Lightning's plugin maps to compress_statistics=False;
// the other recipes (axolotl, torchtune's NF4, PEFT's QLoRA examples) double-quantize. Decided
// here for resolveSetup, which shows it as an assumption, and for a setup the estimate gets
// without it.
bool doubleQuantUnstated(const std::vector<std::string> &loraTargets, bool decoder);

// Adapter parameters: rank × (in + out) for every targeted projection of every layer.
double loraParameters(const Architecture &arch, int rank, unsigned targets);

// Parameters inside the blocks' linear layers (what QLoRA quantizes), every expert included.
double blockLinearParameters(const Architecture &arch);

// The routed experts' weights of an MoE (every MoE layer's experts × their MLPs); 0 for a dense model.
double routedExpertParameters(const Architecture &arch);

// The linear parameters one token goes through: an MoE layer's active experts only (what the
// step's FLOPs count).
double activeBlockLinearParameters(const Architecture &arch);

} // namespace headroom

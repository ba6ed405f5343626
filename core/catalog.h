#pragma once
// The GPU and model catalogs (resources/gpus.yaml, resources/models.yaml) and the
// estimator's coefficients (resources/coefficients.yaml), loaded from YAML text.

#include "diagnostic.h"
#include "enums.h"
#include "yamlorigin.h"

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace headroom {

struct GpuSpec {
    std::string id, name, vendor, segment;
    std::string arch; // the GPU generation (ampere, hopper, ...): picks the CUDA context's size
    std::vector<std::string> aliases;
    double marketingGb = 0;
    double memoryMib = 0; // total as the device reports it
    bool bf16 = false, fp8 = false;
    double bf16Tflops = 0, fp16Tflops = 0, bandwidthGbs = 0, pcieGbs = 0;
    std::string memorySource, computeSource;

    double usableBytes() const { return memoryMib * 1048576.0; }
};

// A transformer's shape; zero where not applicable.
struct Architecture {
    int layers = 0, hidden = 0, heads = 0, kvHeads = 0, headDim = 0, ffn = 0, vocab = 0;
    bool gatedMlp = true;
    bool rmsNorm = true;
    enum class Bias { None, Qkv, All } bias = Bias::None;
    bool tiedEmbeddings = false;
    enum class Positions { Rope, Learned, Relative, None } positions = Positions::Rope;
    int maxPositions = 0;
    int decoderLayers = 0;  // encoder-decoder
    int normsPerLayer = 2;
    int patch = 0, imageSize = 0, tubelet = 0, frames = 0, classes = 0; // vit
    int tokenTypes = 0;     // BERT
    bool dropout = false;   // trains with dropout (saves masks)
    bool embeddingNorm = false, finalNorm = true, pooler = false, lmHeadBias = false, qkNorm = false;
    // q, k, v are one Linear (GPT-2's c_attn, query_key_value, qkv_proj); gate and up are one (Phi-3)
    bool fusedQkv = false, fusedGateUp = false;
    // transformers' NewGELUActivation ("gelu_new"): tanh-GELU written as Python ops, each keeping
    // its own tensor for backward, where a fused GELU keeps only its input
    bool geluNew = false;
    bool classToken = true; // vit
    // Mixture of experts: each MoE layer routes every token to `expertsActive` of its `experts`
    // MLPs of width `expertFfn` (0: ffn) through a router Linear(hidden, experts), and runs
    // always-on shared experts of total width `sharedExpertFfn` beside them; the first
    // `denseLayers` layers have one dense MLP of width ffn instead (DeepSeek's
    // first_k_dense_replace, Qwen's mlp_only_layers). experts = 0: a dense model.
    int experts = 0, expertsActive = 0, expertFfn = 0, sharedExpertFfn = 0, denseLayers = 0;
    // A latent diffusion transformer (Flux, Wan, CogVideoX): its VAE shrinks each side by
    // `spatialCompression` and the frames by `temporalCompression` (1 + (frames - 1) / t latent
    // frames), its patch embedding takes patch x patch latents per token, and `textLen` text
    // tokens run through every block beside the image's (`jointText`: Flux's double/single
    // streams, CogVideoX) or only feed a cross-attention (Wan). imageSize x imageWidth and frames
    // are the input it is trained at when a config does not say.
    int spatialCompression = 0, temporalCompression = 0, textLen = 0, imageWidth = 0;
    bool jointText = false;
    std::string source;

    bool valid() const { return layers > 0 && hidden > 0 && heads > 0; }
    int qWidth() const { return heads * (headDim ? headDim : hidden / heads); }
    int kvWidth() const { return (kvHeads ? kvHeads : heads) * (headDim ? headDim : hidden / heads); }
    bool moe() const { return experts > 0; }
    int moeLayers() const { return moe() ? std::max(0, layers - denseLayers) : 0; }
    int expertWidth() const { return expertFfn ? expertFfn : ffn; }
    int activeExperts() const { return moe() ? std::clamp(expertsActive ? expertsActive : 1, 1, experts) : 0; }
};

struct VisionTower {
    double params = 0;
    int layers = 0, hidden = 0, heads = 0, ffn = 0, patch = 14, merge = 1, imageSize = 0;
    bool gatedMlp = false, rmsNorm = false;
    std::string source;
    bool valid() const { return layers > 0 && hidden > 0; }
};

// Per-sample activation figures for models that are not modelled layer by layer.
struct ActivationProfile {
    enum class Scale { None, Pixels, PixelsFrames, Points, PointsFrames, Seq };
    double bytesPerSample = 0; // fp32, at the reference input
    // A diffusion transformer's blocks, measured per token (scripts/measure-dit-activations.py):
    // fp32 bytes of all blocks for one latent or text token; bytesPerSample is then the part
    // that does not grow with the tokens (a cross-attention's K/V of the text context).
    double bytesPerToken = 0;
    double ampRatio = 0.5;     // share left under 16-bit autocast
    int refHeight = 0, refWidth = 0, refFrames = 0, refPoints = 0, refSeq = 0;
    Scale scale = Scale::None;
    std::string source;
    bool valid() const { return bytesPerSample > 0 || bytesPerToken > 0; }
};

struct ModelPreset {
    std::string id, name;
    std::vector<std::string> aliases;
    ModelKind kind = ModelKind::Generic;
    double params = 0;
    double frozenParams = 0; // extra frozen modules a run keeps on the GPU (a VAE, text encoders)
    std::string paramsSource;
    Architecture arch;
    VisionTower vision;
    ActivationProfile activation;
    // TTS: host bytes of one sample as the model's own dataset yields it (0: from seq_len).
    double loaderSampleBytes = 0;
    // A detector whose loss assigns targets by task alignment over the whole micro batch at once
    // (YOLOv8, YOLO11: TOOD's assigner on anchor points at strides 8, 16 and 32)
    bool taskAlignedAssigner = false;
    std::string loaderSampleSource;
};

// A named coefficient with its value and source.
struct Coefficient {
    double value = 0;
    std::string unit, source, note;
};

class Catalog {
public:
    // Each loader appends; returns false and fills `diags` on malformed input.
    bool loadGpus(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                  YamlSource origin = {});
    bool loadModels(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                  YamlSource origin = {});
    bool loadCoefficients(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                  YamlSource origin = {});
    // Takes in what another catalog read (files read apart, at once): its entries replace
    // those with the same id, as a later file's do.
    void absorb(Catalog &&other);

    const std::vector<GpuSpec> &gpus() const { return m_gpus; }
    const std::vector<ModelPreset> &models() const { return m_models; }
    const std::map<std::string, Coefficient> &coefficients() const { return m_coefficients; }

    // Forgiving lookups: id, alias, or a spelling that differs only in case and separators.
    const GpuSpec *findGpu(const std::string &name) const;
    const ModelPreset *findModel(const std::string &name) const;
    const ModelPreset *modelById(const std::string &id) const;
    const GpuSpec *gpuById(const std::string &id) const;

    // A coefficient's value; `fallback` only when the file lacks it (reported by missingCoefficients).
    double coefficient(const std::string &name, double fallback) const;
    std::vector<std::string> missingCoefficients(const std::vector<std::string> &names) const;

private:
    void index();
    std::vector<GpuSpec> m_gpus;
    std::vector<ModelPreset> m_models;
    std::map<std::string, Coefficient> m_coefficients;
    std::unordered_map<std::string, size_t> m_gpuKeys, m_modelKeys, m_gpuIds, m_modelIds;
};

// Parameter count implied by an architecture (the consistency check and presets without a count).
double parametersFromArchitecture(const Architecture &arch, ModelKind kind);

} // namespace headroom

// Counting that follows from a transformer's shape: LoRA target names, adapter parameters,
// the block linears QLoRA quantizes, parameter counts from an architecture, and what
// resolveSetup derives from them (trainable parameters, accumulation from a global batch).
// Each expected count is worked out in the comment beside it.

#include "fixtures.h"

#include <QtTest>

using namespace headroom;
using namespace headroom::test;

namespace {

// GPT-2 small (HF "gpt2"): 12 layers, 768 hidden, 12 heads, 3072 ffn, vocab 50257,
// LayerNorm, GELU MLP, biases everywhere, tied LM head, learned positions (1024).
Architecture gpt2()
{
    Architecture a;
    a.layers = 12;
    a.hidden = 768;
    a.heads = 12;
    a.ffn = 3072;
    a.vocab = 50257;
    a.gatedMlp = false;
    a.rmsNorm = false;
    a.bias = Architecture::Bias::All;
    a.tiedEmbeddings = true;
    a.positions = Architecture::Positions::Learned;
    a.maxPositions = 1024;
    return a;
}

// BERT-base: as GPT-2 but vocab 30522, 512 positions, 2 token types, a LayerNorm on the
// embeddings, no final norm, a pooler.
Architecture bertBase()
{
    Architecture a = gpt2();
    a.vocab = 30522;
    a.maxPositions = 512;
    a.tokenTypes = 2;
    a.embeddingNorm = true;
    a.finalNorm = false;
    a.pooler = true;
    return a;
}

// ViT-B/16 at 224 with a 1000-class head.
Architecture vitBase()
{
    Architecture a = gpt2();
    a.vocab = 0;
    a.tiedEmbeddings = false;
    a.patch = 16;
    a.imageSize = 224;
    a.classes = 1000;
    return a;
}

QStringList toQt(const std::vector<std::string> &v)
{
    QStringList out;
    for (const std::string &s : v)
        out << QString::fromStdString(s);
    return out;
}

// A setup stated field by field, resolved against the catalog (only its GPU is looked up).
bool resolveFields(const std::vector<std::pair<std::string, std::string>> &fields, ResolvedSetup &out,
                   Diagnostics &diags)
{
    TrainingSetup in;
    Source src;
    src.kind = Source::Kind::Set;
    for (const auto &[field, value] : fields)
        if (auto err = setField(in, field, value, src)) {
            diags.push_back(*err);
            return false;
        }
    return resolveSetup(in, catalog(), out, diags);
}

const std::vector<std::pair<std::string, std::string>> kTinyFields = {
    {"model.layers", "4"}, {"model.hidden", "64"}, {"model.heads", "4"}, {"model.kv_heads", "2"},
    {"model.ffn", "128"}, {"model.vocab", "1000"}, {"hardware.host_ram_gib", "64"}, {"hardware.cpu_cores", "8"}};

} // namespace

class TestModelMath : public QObject {
    Q_OBJECT
private slots:
    void loraTargetNames_data();
    void loraTargetNames();
    void fusedQkvNames_data();
    void fusedQkvNames();
    void loraParameters_data();
    void loraParameters();
    void blockLinears_data();
    void blockLinears();
    void parametersFromArchitecture_data();
    void parametersFromArchitecture();
    void resolveTrainable_data();
    void resolveTrainable();
    void resolveGlobalBatch_data();
    void resolveGlobalBatch();
    void resolveMultiGpuIsDdp();
};

void TestModelMath::loraTargetNames_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<int>("bits");
    QTest::addColumn<QStringList>("unknown");
    const int Q = kLoraQ, K = kLoraK, V = kLoraV, O = kLoraO, G = kLoraGate, U = kLoraUp, D = kLoraDown;
    // An empty list is PEFT's and litgpt's default: q and v.
    QTest::newRow("default") << QStringList{} << (Q | V) << QStringList{};
    QTest::newRow("q_proj, v_proj") << QStringList{"q_proj", "v_proj"} << (Q | V) << QStringList{};
    QTest::newRow("llama all") << QStringList{"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"}
                               << int(kLoraAllLinear) << QStringList{};
    QTest::newRow("all-linear") << QStringList{"all-linear"} << int(kLoraAllLinear) << QStringList{};
    QTest::newRow("all_linear") << QStringList{"all_linear"} << int(kLoraAllLinear) << QStringList{};
    // A module path names its last component; "lora_" prefixes (litgpt) are dropped; case and
    // separators do not matter.
    QTest::newRow("module path") << QStringList{"model.layers.0.self_attn.q_proj"} << Q << QStringList{};
    QTest::newRow("litgpt lora_query") << QStringList{"lora_query", "lora_value"} << (Q | V) << QStringList{};
    QTest::newRow("upper case") << QStringList{"Q_PROJ", "V-Proj"} << (Q | V) << QStringList{};
    // Fused projections: GPT-2's c_attn, MPT's Wqkv, BLOOM/GPT-NeoX's query_key_value = q, k, v.
    QTest::newRow("c_attn") << QStringList{"c_attn"} << (Q | K | V) << QStringList{};
    QTest::newRow("Wqkv") << QStringList{"Wqkv"} << (Q | K | V) << QStringList{};
    QTest::newRow("query_key_value") << QStringList{"query_key_value"} << (Q | K | V) << QStringList{};
    // GPT-2's c_proj is both the attention output and the MLP's down projection; c_fc is up.
    QTest::newRow("c_proj") << QStringList{"c_proj"} << (O | D) << QStringList{};
    QTest::newRow("c_fc") << QStringList{"c_fc"} << U << QStringList{};
    QTest::newRow("fc1, fc2") << QStringList{"fc1", "fc2"} << (U | D) << QStringList{};
    // Mixtral/Llama-reference names: w1 gate, w3 up, w2 down.
    QTest::newRow("w1, w2, w3") << QStringList{"w1", "w2", "w3"} << (G | U | D) << QStringList{};
    QTest::newRow("mlp") << QStringList{"mlp"} << (G | U | D) << QStringList{};
    QTest::newRow("gate_up_proj") << QStringList{"gate_up_proj"} << (G | U) << QStringList{};
    QTest::newRow("dense_h_to_4h") << QStringList{"dense_h_to_4h", "dense_4h_to_h"} << (U | D) << QStringList{};
    QTest::newRow("attn") << QStringList{"attn"} << (Q | K | V | O) << QStringList{};
    QTest::newRow("lm_head") << QStringList{"lm_head"} << int(kLoraHead) << QStringList{};
    // Unknown names are reported; the known ones still count.
    QTest::newRow("one unknown") << QStringList{"q_proj", "conv1"} << Q << QStringList{"conv1"};
    // None known: still adapters, the framework's default q and v (never none at all).
    QTest::newRow("only unknown") << QStringList{"my_layer"} << (Q | V) << QStringList{"my_layer"};
    // PEFT's regex form: the module names among its words (MiniCPM-V's finetune_lora.sh).
    QTest::newRow("regex") << QStringList{"llm\\..*layers\\.\\d+\\.self_attn\\.(q_proj|k_proj|v_proj|o_proj)"}
                           << (Q | K | V | O) << QStringList{};
    QTest::newRow("regex mlp") << QStringList{".*\\.mlp\\.(gate_proj|down_proj)$"} << (G | D) << QStringList{};
}

void TestModelMath::loraTargetNames()
{
    QFETCH(QStringList, names);
    QFETCH(int, bits);
    QFETCH(QStringList, unknown);
    std::vector<std::string> in, notKnown;
    for (const QString &n : names)
        in.push_back(n.toStdString());
    QCOMPARE(int(parseLoraTargets(in, &notKnown)), bits);
    QCOMPARE(toQt(notKnown), unknown);
}

void TestModelMath::fusedQkvNames_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<bool>("decoder");
    QTest::addColumn<bool>("fused");
    // One Linear computes q, k and v: GPT-2 / Qwen c_attn, MPT Wqkv, BLOOM / NeoX / Falcon
    // query_key_value, Phi-3 qkv_proj, litgpt's attn.
    QTest::newRow("c_attn") << QStringList{"c_attn"} << true << true;
    QTest::newRow("Wqkv") << QStringList{"Wqkv"} << true << true;
    QTest::newRow("query_key_value path") << QStringList{"transformer.h.0.self_attention.query_key_value"} << true << true;
    QTest::newRow("qkv_proj") << QStringList{"qkv_proj", "o_proj"} << true << true;
    // litgpt's lora_query / lora_value on a decoder: slices of its fused attn.
    QTest::newRow("litgpt lora_query") << QStringList{"lora_query", "lora_value"} << true << true;
    QTest::newRow("litgpt query") << QStringList{"query", "value"} << true << true;
    // BERT's query / value are separate Linears; HF decoders' q_proj / v_proj too.
    QTest::newRow("bert query") << QStringList{"query", "value"} << false << false;
    QTest::newRow("q_proj") << QStringList{"q_proj", "k_proj", "v_proj"} << true << false;
    QTest::newRow("none") << QStringList{} << true << false;
}

void TestModelMath::fusedQkvNames()
{
    QFETCH(QStringList, names);
    QFETCH(bool, decoder);
    QFETCH(bool, fused);
    std::vector<std::string> in;
    for (const QString &n : names)
        in.push_back(n.toStdString());
    QCOMPARE(loraFusedQkv(in, decoder), fused);
}

void TestModelMath::loraParameters_data()
{
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("targets");
    QTest::addColumn<double>("params");
    // Tiny decoder: h 64, q 64, kv 32, f 128, 4 layers. An adapter on an in × out projection
    // has rank × (in + out) parameters.
    // q, v rank 8: 8 × ((64 + 64) + (64 + 32)) × 4 = 8 × 224 × 4 = 7,168.
    QTest::newRow("tiny q,v r8") << "tiny" << 8 << int(kLoraQ | kLoraV) << 7168.0;
    QTest::newRow("tiny q,v r16") << "tiny" << 16 << int(kLoraQ | kLoraV) << 14336.0;
    // Every linear, rank 8: q 128 + k 96 + v 96 + o 128 + gate 192 + up 192 + down 192 = 1,024
    // → 8 × 1,024 × 4 = 32,768.
    QTest::newRow("tiny all r8") << "tiny" << 8 << int(kLoraAllLinear) << 32768.0;
    // + the LM head: 8 × (64 + 1000) = 8,512 → 41,280.
    QTest::newRow("tiny all + head r8") << "tiny" << 8 << int(kLoraAllLinear | kLoraHead) << 41280.0;
    // MLP on the gated MLP: gate + up + down = 3 × 192 = 576 → 8 × 576 × 4 = 18,432.
    QTest::newRow("tiny mlp r8") << "tiny" << 8 << int(kLoraGate | kLoraUp | kLoraDown) << 18432.0;
    // A plain MLP has one input projection (fc1), counted once for gate or up:
    // (192 + 192) × 8 × 4 = 12,288.
    QTest::newRow("tiny plain mlp r8") << "tiny-plain" << 8 << int(kLoraGate | kLoraUp | kLoraDown) << 12288.0;
    // Encoder-decoder (4 + 2 decoder layers): 8 × 224 × 6 = 10,752.
    QTest::newRow("tiny enc-dec q,v r8") << "tiny-encdec" << 8 << int(kLoraQ | kLoraV) << 10752.0;
    // Llama-2-7B (h = q = kv = 4096, f = 11008, 32 layers).
    // q, v rank 8: 8 × (8,192 + 8,192) × 32 = 4,194,304 (PEFT: "trainable params: 4,194,304").
    QTest::newRow("llama-2-7b q,v r8") << "llama-2-7b" << 8 << int(kLoraQ | kLoraV) << 4194304.0;
    // q, k, v, o rank 8: 8 × 4 × 8,192 × 32 = 8,388,608.
    QTest::newRow("llama-2-7b attn r8") << "llama-2-7b" << 8 << int(kLoraQ | kLoraK | kLoraV | kLoraO) << 8388608.0;
    // all-linear rank 16: per layer 4 × 8,192 + 3 × (4,096 + 11,008) = 32,768 + 45,312 = 78,080
    // → 16 × 78,080 × 32 = 39,976,960.
    QTest::newRow("llama-2-7b all r16") << "llama-2-7b" << 16 << int(kLoraAllLinear) << 39976960.0;
    // all-linear rank 64 (the QLoRA paper's setting): 64 × 78,080 × 32 = 159,907,840.
    QTest::newRow("llama-2-7b all r64") << "llama-2-7b" << 64 << int(kLoraAllLinear) << 159907840.0;
    // Tiny MoE (8 experts of width 32, 2 per token): attention adapters as the dense model,
    // 7,168; PEFT matches gate/up/down in every expert: 8 × 3 × (64 + 32) = 2,304 per layer
    // → 8 × 2,304 × 4 = 73,728.
    QTest::newRow("tiny moe q,v r8") << "tiny-moe" << 8 << int(kLoraQ | kLoraV) << 7168.0;
    QTest::newRow("tiny moe mlp r8") << "tiny-moe" << 8 << int(kLoraGate | kLoraUp | kLoraDown) << 73728.0;
    // all-linear also takes the router, Linear(64, 8): 448 (attention) + 2,304 + 72 = 2,824
    // → 8 × 2,824 × 4 = 90,368.
    QTest::newRow("tiny moe all r8") << "tiny-moe" << 8 << int(kLoraAllLinear) << 90368.0;
}

static Architecture archNamed(const QString &name)
{
    if (name == "llama-2-7b")
        return llama2_7b();
    Architecture a = tinyArch();
    if (name == "tiny-plain")
        a.gatedMlp = false;
    if (name == "tiny-encdec")
        a.decoderLayers = 2;
    if (name.startsWith("tiny-moe")) {
        a.experts = 8;
        a.expertsActive = 2;
        a.expertFfn = 32;
    }
    if (name == "tiny-moe-shared") {
        a.sharedExpertFfn = 48;
        a.denseLayers = 1;
    }
    if (name == "mixtral-8x7b") {
        // config.json of mistralai/Mixtral-8x7B-v0.1
        a = llama2_7b();
        a.kvHeads = 8;
        a.ffn = 14336;
        a.experts = 8;
        a.expertsActive = 2;
    }
    return a;
}

void TestModelMath::loraParameters()
{
    QFETCH(QString, arch);
    QFETCH(int, rank);
    QFETCH(int, targets);
    QFETCH(double, params);
    QCOMPARE_BYTES(headroom::loraParameters(archNamed(arch), rank, unsigned(targets)), params);
}

void TestModelMath::blockLinears_data()
{
    QTest::addColumn<QString>("arch");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("active"); // what one token goes through
    // Tiny: per layer 2·h·q + 2·h·kv + 3·h·f = 8,192 + 4,096 + 24,576 = 36,864 × 4 = 147,456.
    QTest::newRow("tiny") << "tiny" << 147456.0 << 147456.0;
    // Plain MLP: 2·h·f instead of 3: 8,192 + 4,096 + 16,384 = 28,672 × 4 = 114,688.
    QTest::newRow("tiny plain") << "tiny-plain" << 114688.0 << 114688.0;
    // Two decoder layers add cross-attention (2·h·q = 8,192): 147,456 + 2 × 45,056 = 237,568.
    QTest::newRow("tiny enc-dec") << "tiny-encdec" << 237568.0 << 237568.0;
    // Llama-2-7B: 4 × 4096² + 3 × 4096 × 11008 = 67,108,864 + 135,266,304 = 202,375,168
    // × 32 = 6,476,005,376.
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 6476005376.0 << 6476005376.0;
    // Tiny MoE: attention 12,288 + 8 experts × 3 × 64 × 32 = 49,152 + router 64 × 8 = 512
    // → 61,952 × 4 = 247,808. A token runs 2 experts: 12,288 + 12,288 + 512 = 25,088 × 4 = 100,352.
    QTest::newRow("tiny moe") << "tiny-moe" << 247808.0 << 100352.0;
    // Mixtral 8x7B: attention 2 × 4096² + 2 × 4096 × 1024 = 41,943,040; experts
    // 8 × 3 × 4096 × 14336 = 1,409,286,144; router 32,768 → 1,451,261,952 × 32 = 46,440,382,464.
    // Active (2 experts): 41,943,040 + 352,321,536 + 32,768 = 394,297,344 × 32 = 12,617,515,008
    // (Mistral: "12.9B active parameters" with the embeddings).
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << 46440382464.0 << 12617515008.0;
}

void TestModelMath::blockLinears()
{
    QFETCH(QString, arch);
    QFETCH(double, params);
    QFETCH(double, active);
    QCOMPARE_BYTES(blockLinearParameters(archNamed(arch)), params);
    QCOMPARE_BYTES(activeBlockLinearParameters(archNamed(arch)), active);
}

void TestModelMath::parametersFromArchitecture_data()
{
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("params");
    // Tiny decoder (fixtures.h): 4 × (12,288 + 24,576 + 128) + final norm 64 + 2 × 64,000
    // = 147,968 + 64 + 128,000 = 276,032.
    QTest::newRow("tiny") << "tiny" << "decoder" << 276032.0;
    // Tied embeddings: one 64,000 table fewer → 212,032. An encoder has no LM head either.
    QTest::newRow("tiny tied") << "tiny-tied" << "decoder" << 212032.0;
    QTest::newRow("tiny encoder") << "tiny" << "encoder" << 212032.0;
    // LayerNorm (weight and bias, 2h per norm): layer 12,288 + 24,576 + 256 = 37,120 × 4
    // = 148,480 + final 128 + 128,000 = 276,608.
    QTest::newRow("tiny layernorm") << "tiny-layernorm" << "decoder" << 276608.0;
    // Encoder-decoder with 2 decoder layers: encoder 147,968 + 64; a decoder layer adds
    // cross-attention 4·h·q = 16,384 and a norm 64: 36,992 + 16,448 = 53,440 × 2 = 106,880
    // + 64; embeddings and head 128,000 → 147,968 + 64 + 106,880 + 64 + 128,000 = 382,976.
    QTest::newRow("tiny enc-dec") << "tiny-encdec" << "encoder-decoder" << 382976.0;
    // Llama-2-7B: per layer 4 × 4096² = 67,108,864 + 3 × 4096 × 11008 = 135,266,304
    // + 2 × 4096 = 8,192 → 202,383,360 × 32 = 6,476,267,520; + final norm 4,096
    // + embeddings and LM head 2 × 32000 × 4096 = 262,144,000 → 6,738,415,616.
    QTest::newRow("llama-2-7b") << "llama-2-7b" << "decoder" << 6738415616.0;
    // GPT-2 small: attention 4 × 768² + 4 × 768 biases = 2,362,368; MLP 2 × 768 × 3072
    // + 3072 + 768 = 4,722,432; 2 LayerNorms 3,072 → 7,087,872 × 12 = 85,054,464; final
    // norm 1,536; tied wte 50257 × 768 = 38,597,376; wpe 1024 × 768 = 786,432
    // → 124,439,808 (HF gpt2).
    QTest::newRow("gpt-2") << "gpt-2" << "decoder" << 124439808.0;
    // BERT-base: 85,054,464 (no final norm) + word embeddings 30522 × 768 = 23,440,896
    // + positions 512 × 768 = 393,216 + token types 1,536 + embedding LayerNorm 1,536
    // + pooler 768² + 768 = 590,592 → 109,482,240 (bert-base-uncased).
    QTest::newRow("bert-base") << "bert-base" << "encoder" << 109482240.0;
    // ViT-B/16: 85,054,464 + final norm 1,536 + patch embedding 768 × 768 + 768 = 590,592
    // + head 768 × 1000 + 1000 = 769,000 + positions 197 × 768 = 151,296 + class token 768
    // → 86,567,656 (timm vit_base_patch16_224).
    QTest::newRow("vit-b/16") << "vit-b/16" << "vit" << 86567656.0;
    // Tiny MoE: a layer's MLP is 8 experts × 3 × 64 × 32 = 49,152 + router 512: layer 12,288
    // + 49,664 + 128 = 62,080 × 4 = 248,320 + 64 + 128,000 = 376,384.
    QTest::newRow("tiny moe") << "tiny-moe" << "decoder" << 376384.0;
    // A shared expert of width 48 (3 × 64 × 48 = 9,216) and the first layer dense:
    // 36,992 + 3 × (12,288 + 49,664 + 9,216 + 128) = 36,992 + 213,888 = 250,880
    // + 64 + 128,000 = 378,944.
    QTest::newRow("tiny moe shared") << "tiny-moe-shared" << "decoder" << 378944.0;
    // Mixtral 8x7B: 46,440,382,464 block linears + 32 × 8,192 norms + 4,096 final norm
    // + 2 × 32000 × 4096 = 262,144,000 → 46,702,792,704 (Mistral: 46.7B).
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << "decoder" << 46702792704.0;
}

void TestModelMath::parametersFromArchitecture()
{
    QFETCH(QString, arch);
    QFETCH(QString, kind);
    QFETCH(double, params);
    Architecture a;
    if (arch == "gpt-2")
        a = gpt2();
    else if (arch == "bert-base")
        a = bertBase();
    else if (arch == "vit-b/16")
        a = vitBase();
    else {
        a = archNamed(arch);
        if (arch == "tiny-tied")
            a.tiedEmbeddings = true;
        if (arch == "tiny-layernorm")
            a.rmsNorm = false;
    }
    QCOMPARE_BYTES(headroom::parametersFromArchitecture(a, en<ModelKind>(kind.toStdString())), params);
}

void TestModelMath::resolveTrainable_data()
{
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<QString>("targets");
    QTest::addColumn<QString>("rank");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("trainable");
    // The tiny decoder stated field by field: params from the architecture, 276,032.
    // Full fine-tuning trains all of them.
    QTest::newRow("full") << "full" << "" << "" << 276032.0 << 276032.0;
    // LoRA with the default targets (q, v) and rank 8: 7,168.
    QTest::newRow("lora default") << "lora" << "" << "" << 276032.0 << 7168.0;
    // LoRA on all-linear rank 16: 2 × 32,768 = 65,536.
    QTest::newRow("lora all-linear r16") << "lora" << "all-linear" << "16" << 276032.0 << 65536.0;
    // QLoRA counts adapters the same way: q_proj, k_proj rank 4: 4 × (128 + 96) × 4 = 3,584.
    QTest::newRow("qlora q,k r4") << "qlora" << "q_proj,k_proj" << "4" << 276032.0 << 3584.0;
    // Frozen: nothing trained.
    QTest::newRow("frozen") << "frozen" << "" << "" << 276032.0 << 0.0;
}

void TestModelMath::resolveTrainable()
{
    QFETCH(QString, finetune);
    QFETCH(QString, targets);
    QFETCH(QString, rank);
    QFETCH(double, params);
    QFETCH(double, trainable);
    auto fields = kTinyFields;
    fields.push_back({"run.finetune", finetune.toStdString()});
    if (!targets.isEmpty())
        fields.push_back({"run.lora_targets", targets.toStdString()});
    if (!rank.isEmpty())
        fields.push_back({"run.lora_rank", rank.toStdString()});
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveFields(fields, r, diags));
    QCOMPARE_BYTES(r.setup.model.params, params);
    QCOMPARE_BYTES(r.setup.model.trainableParams, trainable);
    QCOMPARE(r.setup.sources.at("model.trainable_params").kind, Source::Kind::Derived);
    // ffn 128 ≠ 4 × 64: taken as a gated (Llama-style) MLP.
    QVERIFY(r.arch.gatedMlp);
    QCOMPARE(r.arch.kvHeads, 2);
}

void TestModelMath::resolveGlobalBatch_data()
{
    QTest::addColumn<QString>("global");
    QTest::addColumn<QString>("micro");
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("accumStated");
    QTest::addColumn<int>("accum");
    QTest::addColumn<long long>("effective");
    QTest::addColumn<bool>("mismatch");
    // Global 64 over micro 4 × 2 GPUs: accumulation 64 / 8 = 8; effective 4 × 8 × 2 = 64.
    QTest::newRow("64 / (4 x 2)") << "64" << "4" << "2" << "" << 8 << 64LL << false;
    // Global 100: 100 / 8 = 12 (whole steps), effective 96 ≠ 100 → batch.global_mismatch.
    QTest::newRow("100 / (4 x 2)") << "100" << "4" << "2" << "" << 12 << 96LL << true;
    // Global 4 below one step of 4 × 2: at least 1; effective 8 ≠ 4 → warning.
    QTest::newRow("4 / (4 x 2)") << "4" << "4" << "2" << "" << 1 << 8LL << true;
    // A stated accumulation is kept: 2 → effective 4 × 2 × 2 = 16 ≠ 64 → warning.
    QTest::newRow("stated accum") << "64" << "4" << "2" << "2" << 2 << 16LL << true;
}

void TestModelMath::resolveGlobalBatch()
{
    QFETCH(QString, global);
    QFETCH(QString, micro);
    QFETCH(QString, gpus);
    QFETCH(QString, accumStated);
    QFETCH(int, accum);
    QFETCH(long long, effective);
    QFETCH(bool, mismatch);
    auto fields = kTinyFields;
    fields.push_back({"run.global_batch", global.toStdString()});
    fields.push_back({"run.micro_batch", micro.toStdString()});
    fields.push_back({"parallel.gpus", gpus.toStdString()});
    if (!accumStated.isEmpty())
        fields.push_back({"run.grad_accum", accumStated.toStdString()});
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveFields(fields, r, diags));
    QCOMPARE(r.setup.run.gradAccum, accum);
    QCOMPARE(r.setup.effectiveBatch(), effective);
    bool warned = false;
    for (const Diagnostic &d : diags)
        warned = warned || d.code == "batch.global_mismatch";
    QCOMPARE(warned, mismatch);
}

void TestModelMath::resolveMultiGpuIsDdp()
{
    // More than one GPU without a stated strategy is DDP.
    auto fields = kTinyFields;
    fields.push_back({"parallel.gpus", "4"});
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveFields(fields, r, diags));
    QCOMPARE(int(r.setup.parallel.strategy), int(Strategy::Ddp));
    // Host RAM as stated: 64 GiB.
    QCOMPARE(r.hostRamBytes, 64 * GiB);
}

QTEST_APPLESS_MAIN(TestModelMath)
#include "tst_modelmath.moc"

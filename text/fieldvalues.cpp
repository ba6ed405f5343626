#include "fieldvalues.h"

#include "fieldlabels.h"
#include "fields.h"

#include <QHash>
#include <QLocale>

namespace headroom {

namespace {

struct Word {
    const char *value; // canonical spelling
    const char *text;  // what a person reads, to be translated
};

// The closed vocabularies of the canonical fields (docs/fields.md), worded. Names that are
// names everywhere (AdamW, FSDP, LoRA) keep their usual capitalisation; everything else is a
// word to translate.
const QHash<QString, QList<Word>> &table()
{
    static const QList<Word> onOff = {{"true", QT_TRANSLATE_NOOP("FieldValues", "on")},
                                      {"false", QT_TRANSLATE_NOOP("FieldValues", "off")}};
    static const QHash<QString, QList<Word>> t = {
        {QStringLiteral("model.kind"),
         {{"decoder", QT_TRANSLATE_NOOP("FieldValues", "decoder LLM")},
          {"encoder", QT_TRANSLATE_NOOP("FieldValues", "encoder")},
          {"encoder-decoder", QT_TRANSLATE_NOOP("FieldValues", "encoder-decoder")},
          {"vision-language", QT_TRANSLATE_NOOP("FieldValues", "vision-language")},
          {"vit", QT_TRANSLATE_NOOP("FieldValues", "ViT")},
          {"cnn", QT_TRANSLATE_NOOP("FieldValues", "CNN")},
          {"detection", QT_TRANSLATE_NOOP("FieldValues", "detector")},
          {"segmentation", QT_TRANSLATE_NOOP("FieldValues", "segmentation")},
          {"point-cloud", QT_TRANSLATE_NOOP("FieldValues", "point cloud")},
          {"diffusion-unet", QT_TRANSLATE_NOOP("FieldValues", "diffusion UNet")},
          {"tts", QT_TRANSLATE_NOOP("FieldValues", "TTS")},
          {"generic", QT_TRANSLATE_NOOP("FieldValues", "generic")}}},
        {QStringLiteral("run.precision"),
         {{"fp32", QT_TRANSLATE_NOOP("FieldValues", "FP32")},
          {"fp16-mixed", QT_TRANSLATE_NOOP("FieldValues", "FP16 mixed")},
          {"bf16-mixed", QT_TRANSLATE_NOOP("FieldValues", "BF16 mixed")},
          {"fp16-true", QT_TRANSLATE_NOOP("FieldValues", "pure FP16")},
          {"bf16-true", QT_TRANSLATE_NOOP("FieldValues", "pure BF16")},
          {"fp8", QT_TRANSLATE_NOOP("FieldValues", "FP8")}}},
        {QStringLiteral("run.optimizer"),
         {{"adamw", QT_TRANSLATE_NOOP("FieldValues", "AdamW")},
          {"adam", QT_TRANSLATE_NOOP("FieldValues", "Adam")},
          {"sgd", QT_TRANSLATE_NOOP("FieldValues", "SGD")},
          {"sgd-momentum", QT_TRANSLATE_NOOP("FieldValues", "SGD with momentum")},
          {"adafactor", QT_TRANSLATE_NOOP("FieldValues", "Adafactor")},
          {"adamw-8bit", QT_TRANSLATE_NOOP("FieldValues", "8-bit AdamW")},
          {"adamw-4bit", QT_TRANSLATE_NOOP("FieldValues", "4-bit AdamW")},
          {"paged-adamw", QT_TRANSLATE_NOOP("FieldValues", "paged AdamW")},
          {"paged-adamw-8bit", QT_TRANSLATE_NOOP("FieldValues", "paged 8-bit AdamW")},
          {"lion", QT_TRANSLATE_NOOP("FieldValues", "Lion")},
          {"lion-8bit", QT_TRANSLATE_NOOP("FieldValues", "8-bit Lion")},
          {"lamb", QT_TRANSLATE_NOOP("FieldValues", "LAMB")},
          {"rmsprop", QT_TRANSLATE_NOOP("FieldValues", "RMSprop")},
          {"rmsprop-momentum", QT_TRANSLATE_NOOP("FieldValues", "RMSprop with momentum")},
          {"adagrad", QT_TRANSLATE_NOOP("FieldValues", "Adagrad")},
          {"prodigy", QT_TRANSLATE_NOOP("FieldValues", "Prodigy")},
          {"dadapt-adam", QT_TRANSLATE_NOOP("FieldValues", "DAdaptAdam")},
          {"came", QT_TRANSLATE_NOOP("FieldValues", "CAME")},
          {"muon", QT_TRANSLATE_NOOP("FieldValues", "Muon")}}},
        {QStringLiteral("run.grad_checkpointing"),
         {{"false", QT_TRANSLATE_NOOP("FieldValues", "off")},
          {"selective", QT_TRANSLATE_NOOP("FieldValues", "selective")},
          {"true", QT_TRANSLATE_NOOP("FieldValues", "full (every block)")},
          {"full", QT_TRANSLATE_NOOP("FieldValues", "full (every block)")}}},
        {QStringLiteral("run.finetune"),
         {{"full", QT_TRANSLATE_NOOP("FieldValues", "full")},
          {"lora", QT_TRANSLATE_NOOP("FieldValues", "LoRA")},
          {"qlora", QT_TRANSLATE_NOOP("FieldValues", "QLoRA")},
          {"frozen", QT_TRANSLATE_NOOP("FieldValues", "parts frozen")}}},
        {QStringLiteral("run.attention"),
         {{"eager", QT_TRANSLATE_NOOP("FieldValues", "eager")},
          {"sdpa", QT_TRANSLATE_NOOP("FieldValues", "SDPA")},
          {"flash", QT_TRANSLATE_NOOP("FieldValues", "FlashAttention")}}},
        {QStringLiteral("model.dtype"),
         {{"auto", QT_TRANSLATE_NOOP("FieldValues", "as the precision implies")},
          {"fp32", QT_TRANSLATE_NOOP("FieldValues", "FP32")},
          {"bf16", QT_TRANSLATE_NOOP("FieldValues", "BF16")},
          {"fp16", QT_TRANSLATE_NOOP("FieldValues", "FP16")}}},
        {QStringLiteral("run.objective"),
         {{"sft", QT_TRANSLATE_NOOP("FieldValues", "supervised (SFT)")},
          {"dpo", QT_TRANSLATE_NOOP("FieldValues", "DPO")},
          {"kto", QT_TRANSLATE_NOOP("FieldValues", "KTO")},
          {"orpo", QT_TRANSLATE_NOOP("FieldValues", "ORPO")},
          {"simpo", QT_TRANSLATE_NOOP("FieldValues", "SimPO")},
          {"prior-preservation", QT_TRANSLATE_NOOP("FieldValues", "DreamBooth prior preservation")},
          {"mlm", QT_TRANSLATE_NOOP("FieldValues", "masked language modelling (MLM)")}}},
        {QStringLiteral("data.cache"),
         {{"off", QT_TRANSLATE_NOOP("FieldValues", "off")},
          {"lru", QT_TRANSLATE_NOOP("FieldValues", "capped LRU")},
          {"all", QT_TRANSLATE_NOOP("FieldValues", "everything")}}},
        {QStringLiteral("data.cache_scope"),
         {{"per_worker", QT_TRANSLATE_NOOP("FieldValues", "in every worker")},
          {"shared", QT_TRANSLATE_NOOP("FieldValues", "in shared memory")},
          {"per_process", QT_TRANSLATE_NOOP("FieldValues", "once per GPU process")}}},
        {QStringLiteral("parallel.strategy"),
         {{"single", QT_TRANSLATE_NOOP("FieldValues", "single GPU")},
          {"ddp", QT_TRANSLATE_NOOP("FieldValues", "DDP")},
          {"fsdp", QT_TRANSLATE_NOOP("FieldValues", "FSDP")},
          {"zero1", QT_TRANSLATE_NOOP("FieldValues", "ZeRO-1")},
          {"zero2", QT_TRANSLATE_NOOP("FieldValues", "ZeRO-2")},
          {"zero3", QT_TRANSLATE_NOOP("FieldValues", "ZeRO-3")}}},
        {QStringLiteral("parallel.offload"),
         {{"none", QT_TRANSLATE_NOOP("FieldValues", "none")},
          {"optimizer", QT_TRANSLATE_NOOP("FieldValues", "optimizer states")},
          {"params", QT_TRANSLATE_NOOP("FieldValues", "optimizer states and weights")}}},
        {QStringLiteral("bool"), onOff},
    };
    return t;
}

const FieldInfo *info(const QString &field)
{
    return findField(field.toStdString());
}

// The wording table of `field`, or null for fields whose values are not a closed vocabulary.
const QList<Word> *wordsOf(const QString &field)
{
    const FieldInfo *f = info(field);
    const QString key = f && f->type == FieldInfo::Type::Bool ? QStringLiteral("bool") : field;
    const auto it = table().constFind(key);
    return it == table().constEnd() ? nullptr : &*it;
}

QString number(const QString &canonical, bool integer)
{
    bool ok = false;
    const double v = canonical.toDouble(&ok);
    if (!ok)
        return canonical;
    if (integer && v == static_cast<double>(static_cast<long long>(v)))
        return QLocale().toString(static_cast<long long>(v));
    return QLocale().toString(v, 'g', 6);
}

} // namespace

QString FieldValues::display(const QString &field, const QString &canonical)
{
    if (const QList<Word> *words = wordsOf(field)) {
        for (const Word &w : *words)
            if (canonical == QLatin1String(w.value))
                return tr(w.text);
        return canonical;
    }
    const FieldInfo *f = info(field);
    if (!f)
        return canonical;
    using T = FieldInfo::Type;
    switch (f->type) {
    case T::Count:
    case T::Integer: return number(canonical, true);
    case T::Number:
    case T::Bytes: return number(canonical, false);
    case T::ImageSize: {
        // "720x1280" → "720 × 1280"; each figure in the locale's digits and grouping.
        const QStringList sides = canonical.split(QLatin1Char('x'));
        QStringList out;
        for (const QString &s : sides)
            out << number(s, true);
        return out.join(QStringLiteral(" × "));
    }
    case T::List: return QString(canonical).replace(QLatin1Char(','), QStringLiteral(", "));
    default: return canonical;
    }
}

QString FieldValues::change(const FieldChange &c)
{
    const QString field = QString::fromStdString(c.field);
    return tr("%1: %2 → %3")
        .arg(FieldLabels::plainLabel(field), display(field, QString::fromStdString(c.from)),
             display(field, QString::fromStdString(c.to)));
}

QStringList FieldValues::wordedValues(const QString &field)
{
    QStringList out;
    if (const QList<Word> *words = wordsOf(field))
        for (const Word &w : *words)
            out << QString::fromLatin1(w.value);
    return out;
}

} // namespace headroom

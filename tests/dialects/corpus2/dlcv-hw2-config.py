config = {
    'model_name': 'resnet50',
    'n_epochs': 500, 
    'batch_size': 256, 
    'lr': 5e-2, 
    # 'momentum':0.9,
    'weight_decay': 1e-4, 
    'patience': 50
}
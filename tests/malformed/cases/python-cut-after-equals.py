batch_size = 12
num_worker = 24
mix_prob = 
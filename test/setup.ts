// inversify reads decorator metadata through this polyfill.
import 'reflect-metadata/lite';

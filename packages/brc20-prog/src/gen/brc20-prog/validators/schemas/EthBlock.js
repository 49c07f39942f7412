// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { fail, isObject, typeFail } from "@gw/runtime/validator-support";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

export function EthBlock(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.number !== undefined) checkEthQuantity(errors, data.number, path, "#/properties/number", "number");
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path, "#/properties/hash", "hash");
		if (data.parentHash !== undefined) checkEthHash(errors, data.parentHash, path, "#/properties/parentHash", "parentHash");
		if (data.timestamp !== undefined) checkEthQuantity(errors, data.timestamp, path, "#/properties/timestamp", "timestamp");
		if (data.gasLimit !== undefined) checkEthQuantity(errors, data.gasLimit, path, "#/properties/gasLimit", "gasLimit");
		if (data.gasUsed !== undefined) checkEthQuantity(errors, data.gasUsed, path, "#/properties/gasUsed", "gasUsed");
		if (data.miner !== undefined) checkEthAddress(errors, data.miner, path, "#/properties/miner", "miner");
		if (data.stateRoot !== undefined) checkEthHash(errors, data.stateRoot, path, "#/properties/stateRoot", "stateRoot");
		if (data.transactionsRoot !== undefined) checkEthHash(errors, data.transactionsRoot, path, "#/properties/transactionsRoot", "transactionsRoot");
		if (data.receiptsRoot !== undefined) checkEthHash(errors, data.receiptsRoot, path, "#/properties/receiptsRoot", "receiptsRoot");
		if (data.logsBloom !== undefined) checkHex0x(errors, data.logsBloom, path, "#/properties/logsBloom", "logsBloom");
		if (data.transactions !== undefined) {
			const data0 = data.transactions;
			if (Array.isArray(data0)) {
				const path0 = path + "/transactions";
				for (let i1 = 0; i1 < data0.length; i1++) {
					const data2 = data0[i1];
					const errs3 = errors.length;
					let valid4 = false;
					const errs5 = errors.length;
					checkEthHash(errors, data2, path0, "#/properties/transactions/items/anyOf/0", i1);
					valid4 = errors.length === errs5;
					if (!valid4) {
						const errs6 = errors.length;
						if (!isObject(data2)) typeFail(errors, path0 + "/" + i1, "#/properties/transactions/items/anyOf/1", "object");
						valid4 = errors.length === errs6;
					}
					if (valid4) {
						errors.length = errs3;
					} else {
						fail(errors, path0 + "/" + i1, "#/properties/transactions/items/anyOf", "anyOf", {}, "must match a schema in anyOf");
					}
				}
			} else typeFail(errors, path + "/transactions", "#/properties/transactions", "array");
		}
	} else typeFail(errors, path, "#", "object");
	EthBlock.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

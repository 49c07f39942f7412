// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { fail, isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");
const pattern1 = pattern("^0x[0-9a-fA-F]{64}$", "u");
const pattern2 = pattern("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
const pattern3 = pattern("^0x[0-9a-fA-F]*$", "u");

export function EthBlock(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.number !== undefined) checkEthQuantity(errors, data.number, path + "/number", "#/properties/number");
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path + "/hash", "#/properties/hash");
		if (data.parentHash !== undefined) checkEthHash(errors, data.parentHash, path + "/parentHash", "#/properties/parentHash");
		if (data.timestamp !== undefined) checkEthQuantity(errors, data.timestamp, path + "/timestamp", "#/properties/timestamp");
		if (data.gasLimit !== undefined) checkEthQuantity(errors, data.gasLimit, path + "/gasLimit", "#/properties/gasLimit");
		if (data.gasUsed !== undefined) checkEthQuantity(errors, data.gasUsed, path + "/gasUsed", "#/properties/gasUsed");
		if (data.miner !== undefined) checkEthAddress(errors, data.miner, path + "/miner", "#/properties/miner");
		if (data.stateRoot !== undefined) checkEthHash(errors, data.stateRoot, path + "/stateRoot", "#/properties/stateRoot");
		if (data.transactionsRoot !== undefined) checkEthHash(errors, data.transactionsRoot, path + "/transactionsRoot", "#/properties/transactionsRoot");
		if (data.receiptsRoot !== undefined) checkEthHash(errors, data.receiptsRoot, path + "/receiptsRoot", "#/properties/receiptsRoot");
		if (data.logsBloom !== undefined) checkHex0x(errors, data.logsBloom, path + "/logsBloom", "#/properties/logsBloom");
		if (data.transactions !== undefined) {
			const data0 = data.transactions;
			if (Array.isArray(data0)) {
				for (let i1 = 0; i1 < data0.length; i1++) {
					const data2 = data0[i1];
					const errs3 = errors.length;
					let valid4 = false;
					const errs5 = errors.length;
					checkEthHash(errors, data2, path + "/transactions" + "/" + i1, "#/properties/transactions/items/anyOf/0");
					valid4 = errors.length === errs5;
					if (!valid4) {
						const errs6 = errors.length;
						if (!isObject(data2)) typeFail(errors, path + "/transactions" + "/" + i1, "#/properties/transactions/items/anyOf/1", "object");
						valid4 = errors.length === errs6;
					}
					if (valid4) {
						errors.length = errs3;
					} else {
						fail(errors, path + "/transactions" + "/" + i1, "#/properties/transactions/items/anyOf", "anyOf", {}, "must match a schema in anyOf");
					}
				}
			} else typeFail(errors, path + "/transactions", "#/properties/transactions", "array");
		}
	} else typeFail(errors, path, "#", "object");
	EthBlock.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthAddress`, checked where it is used. */
function checkEthAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{40}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `EthHash`, checked where it is used. */
function checkEthHash(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `EthQuantity`, checked where it is used. */
function checkEthQuantity(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern2.test(data)) patternFail(errors, path, schemaPath, "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `Hex0x`, checked where it is used. */
function checkHex0x(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern3.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

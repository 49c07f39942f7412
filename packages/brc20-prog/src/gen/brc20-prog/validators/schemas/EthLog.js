// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");
const pattern1 = pattern("^0x[0-9a-fA-F]{64}$", "u");
const pattern2 = pattern("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
const pattern3 = pattern("^0x[0-9a-fA-F]*$", "u");

export function EthLog(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address !== undefined) checkEthAddress(errors, data.address, path + "/address", "#/properties/address");
		if (data.topics !== undefined) {
			const data0 = data.topics;
			if (Array.isArray(data0)) {
				for (let i1 = 0; i1 < data0.length; i1++) checkEthHash(errors, data0[i1], path + "/topics" + "/" + i1, "#/properties/topics/items");
			} else typeFail(errors, path + "/topics", "#/properties/topics", "array");
		}
		if (data.data !== undefined) checkHex0x(errors, data.data, path + "/data", "#/properties/data");
		if (data.blockNumber !== undefined) checkEthQuantity(errors, data.blockNumber, path + "/blockNumber", "#/properties/blockNumber");
		if (data.blockHash !== undefined) checkEthHash(errors, data.blockHash, path + "/blockHash", "#/properties/blockHash");
		if (data.transactionHash !== undefined) checkEthHash(errors, data.transactionHash, path + "/transactionHash", "#/properties/transactionHash");
		if (data.transactionIndex !== undefined) checkEthQuantity(errors, data.transactionIndex, path + "/transactionIndex", "#/properties/transactionIndex");
		if (data.logIndex !== undefined) checkEthQuantity(errors, data.logIndex, path + "/logIndex", "#/properties/logIndex");
		if (data.removed !== undefined) {
			const data2 = data.removed;
			if (typeof data2 != "boolean") typeFail(errors, path + "/removed", "#/properties/removed", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	EthLog.errors = errors.length === 0 ? null : errors;
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

// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)$", "u");

export function CreationRecord(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactionId !== undefined) checkTxid(errors, data.transactionId, path + "/transactionId", "#/properties/transactionId");
		if (data.address !== undefined) {
			const data0 = data.address;
			if (typeof data0 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.timestamp !== undefined) {
			const data1 = data.timestamp;
			if (typeof data1 != "string") typeFail(errors, path + "/timestamp", "#/properties/timestamp", "string");
		}
		if (data.poolBlockId !== undefined) checkUintString(errors, data.poolBlockId, path + "/poolBlockId", "#/properties/poolBlockId");
		if (data.poolTxId !== undefined) checkUintString(errors, data.poolTxId, path + "/poolTxId", "#/properties/poolTxId");
		if (data.token0BlockId !== undefined) checkUintString(errors, data.token0BlockId, path + "/token0BlockId", "#/properties/token0BlockId");
		if (data.token0TxId !== undefined) checkUintString(errors, data.token0TxId, path + "/token0TxId", "#/properties/token0TxId");
		if (data.token1BlockId !== undefined) checkUintString(errors, data.token1BlockId, path + "/token1BlockId", "#/properties/token1BlockId");
		if (data.token1TxId !== undefined) checkUintString(errors, data.token1TxId, path + "/token1TxId", "#/properties/token1TxId");
		if (data.token0Amount !== undefined) checkUintString(errors, data.token0Amount, path + "/token0Amount", "#/properties/token0Amount");
		if (data.token1Amount !== undefined) checkUintString(errors, data.token1Amount, path + "/token1Amount", "#/properties/token1Amount");
		if (data.lpTokenAmount !== undefined) checkUintString(errors, data.lpTokenAmount, path + "/lpTokenAmount", "#/properties/lpTokenAmount");
		if (data.minterAddress !== undefined) {
			const data2 = data.minterAddress;
			if (typeof data2 != "string") typeFail(errors, path + "/minterAddress", "#/properties/minterAddress", "string");
		}
		if (data.burnerAddress !== undefined) {
			const data3 = data.burnerAddress;
			if (typeof data3 != "string") typeFail(errors, path + "/burnerAddress", "#/properties/burnerAddress", "string");
		}
		if (data.tokenSupply !== undefined) checkUintString(errors, data.tokenSupply, path + "/tokenSupply", "#/properties/tokenSupply");
		if (data.creatorAddress !== undefined) {
			const data4 = data.creatorAddress;
			if (typeof data4 != "string") typeFail(errors, path + "/creatorAddress", "#/properties/creatorAddress", "string");
		}
	} else typeFail(errors, path, "#", "object");
	CreationRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Txid`, checked where it is used. */
function checkTxid(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

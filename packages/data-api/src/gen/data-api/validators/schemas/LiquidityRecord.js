// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function LiquidityRecord(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactionId !== undefined) checkTxid(errors, data.transactionId, path, "#/properties/transactionId", "transactionId");
		if (data.address !== undefined) {
			const data0 = data.address;
			if (typeof data0 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.timestamp !== undefined) {
			const data1 = data.timestamp;
			if (typeof data1 != "string") typeFail(errors, path + "/timestamp", "#/properties/timestamp", "string");
		}
		if (data.poolBlockId !== undefined) checkUintString(errors, data.poolBlockId, path, "#/properties/poolBlockId", "poolBlockId");
		if (data.poolTxId !== undefined) checkUintString(errors, data.poolTxId, path, "#/properties/poolTxId", "poolTxId");
		if (data.token0BlockId !== undefined) checkUintString(errors, data.token0BlockId, path, "#/properties/token0BlockId", "token0BlockId");
		if (data.token0TxId !== undefined) checkUintString(errors, data.token0TxId, path, "#/properties/token0TxId", "token0TxId");
		if (data.token1BlockId !== undefined) checkUintString(errors, data.token1BlockId, path, "#/properties/token1BlockId", "token1BlockId");
		if (data.token1TxId !== undefined) checkUintString(errors, data.token1TxId, path, "#/properties/token1TxId", "token1TxId");
		if (data.token0Amount !== undefined) checkUintString(errors, data.token0Amount, path, "#/properties/token0Amount", "token0Amount");
		if (data.token1Amount !== undefined) checkUintString(errors, data.token1Amount, path, "#/properties/token1Amount", "token1Amount");
		if (data.lpTokenAmount !== undefined) checkUintString(errors, data.lpTokenAmount, path, "#/properties/lpTokenAmount", "lpTokenAmount");
		if (data.minterAddress !== undefined) {
			const data2 = data.minterAddress;
			if (typeof data2 != "string") typeFail(errors, path + "/minterAddress", "#/properties/minterAddress", "string");
		}
		if (data.burnerAddress !== undefined) {
			const data3 = data.burnerAddress;
			if (typeof data3 != "string") typeFail(errors, path + "/burnerAddress", "#/properties/burnerAddress", "string");
		}
	} else typeFail(errors, path, "#", "object");
	LiquidityRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

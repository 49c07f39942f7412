// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { TokenAmount } from "./TokenAmount.js";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)$", "u");

export function SwapRecord(data, path = "") {
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
		if (data.soldTokenBlockId !== undefined) checkUintString(errors, data.soldTokenBlockId, path + "/soldTokenBlockId", "#/properties/soldTokenBlockId");
		if (data.soldTokenTxId !== undefined) checkUintString(errors, data.soldTokenTxId, path + "/soldTokenTxId", "#/properties/soldTokenTxId");
		if (data.boughtTokenBlockId !== undefined) checkUintString(errors, data.boughtTokenBlockId, path + "/boughtTokenBlockId", "#/properties/boughtTokenBlockId");
		if (data.boughtTokenTxId !== undefined) checkUintString(errors, data.boughtTokenTxId, path + "/boughtTokenTxId", "#/properties/boughtTokenTxId");
		if (data.soldAmount !== undefined) checkUintString(errors, data.soldAmount, path + "/soldAmount", "#/properties/soldAmount");
		if (data.boughtAmount !== undefined) checkUintString(errors, data.boughtAmount, path + "/boughtAmount", "#/properties/boughtAmount");
		if (data.sellerAddress !== undefined) {
			const data2 = data.sellerAddress;
			if (typeof data2 != "string") typeFail(errors, path + "/sellerAddress", "#/properties/sellerAddress", "string");
		}
		if (data.pay !== undefined) {
			if (!TokenAmount(data.pay, path + "/pay")) errors.push(...TokenAmount.errors);
		}
		if (data.receive !== undefined) {
			if (!TokenAmount(data.receive, path + "/receive")) errors.push(...TokenAmount.errors);
		}
	} else typeFail(errors, path, "#", "object");
	SwapRecord.errors = errors.length === 0 ? null : errors;
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

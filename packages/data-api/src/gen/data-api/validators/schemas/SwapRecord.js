// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { TokenAmount } from "./TokenAmount.js";
import { checkTxid } from "@gw/runtime/common-validators/Txid";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function SwapRecord(data, path = "") {
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
		if (data.soldTokenBlockId !== undefined) checkUintString(errors, data.soldTokenBlockId, path, "#/properties/soldTokenBlockId", "soldTokenBlockId");
		if (data.soldTokenTxId !== undefined) checkUintString(errors, data.soldTokenTxId, path, "#/properties/soldTokenTxId", "soldTokenTxId");
		if (data.boughtTokenBlockId !== undefined) checkUintString(errors, data.boughtTokenBlockId, path, "#/properties/boughtTokenBlockId", "boughtTokenBlockId");
		if (data.boughtTokenTxId !== undefined) checkUintString(errors, data.boughtTokenTxId, path, "#/properties/boughtTokenTxId", "boughtTokenTxId");
		if (data.soldAmount !== undefined) checkUintString(errors, data.soldAmount, path, "#/properties/soldAmount", "soldAmount");
		if (data.boughtAmount !== undefined) checkUintString(errors, data.boughtAmount, path, "#/properties/boughtAmount", "boughtAmount");
		if (data.sellerAddress !== undefined) {
			const data2 = data.sellerAddress;
			if (typeof data2 != "string") typeFail(errors, path + "/sellerAddress", "#/properties/sellerAddress", "string");
		}
		if (data.pay !== undefined) {
			if (!TokenAmount(data.pay)) errors.push(...failed(TokenAmount, data.pay, path + "/pay"));
		}
		if (data.receive !== undefined) {
			if (!TokenAmount(data.receive)) errors.push(...failed(TokenAmount, data.receive, path + "/receive"));
		}
	} else typeFail(errors, path, "#", "object");
	SwapRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function WrapRecord(data, path = "") {
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
		if (data.amount !== undefined) checkUintString(errors, data.amount, path, "#/properties/amount", "amount");
	} else typeFail(errors, path, "#", "object");
	WrapRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

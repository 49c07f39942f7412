// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function OrderAsset(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.role !== undefined) {
			const data0 = data.role;
			if (typeof data0 != "string") typeFail(errors, path + "/role", "#/properties/role", "string");
		}
		if (data.tokenId !== undefined) checkAlkaneIdText(errors, data.tokenId, path, "#/properties/tokenId", "tokenId");
		if (data.amountRaw !== undefined) checkUintString(errors, data.amountRaw, path, "#/properties/amountRaw", "amountRaw");
	} else typeFail(errors, path, "#", "object");
	OrderAsset.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

// Generated from specs/openrpc/eth-mempool.yaml (`mempool_entry`) by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { TxRecord } from "./schemas/TxRecord.js";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		for (const key0 in data) {
			if (!(key0 === "txid")) additionalFail(errors, path, "#", key0);
		}
		if (data.txid !== undefined) checkEthHash(errors, data.txid, path, "#/properties/txid", "txid");
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const result = TxRecord;
